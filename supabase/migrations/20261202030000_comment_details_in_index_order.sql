-- comment_details joins each comment's author with one key lookup per comment read, so a page of a
-- post's comments is read in its index's order and stops at the page's end, whatever plan the
-- planner picks.
--
-- Why: PostgREST sends its filters as parameters of a prepared statement, and after five runs
-- PostgreSQL may keep a generic plan, planned without the values. That plan expects the post to
-- have as many comments as the average post (a few), so it joined the profiles through a hash,
-- which loses the order of the comments read, and sorted afterwards: opening the busiest post's
-- Likes section read all of its written likes (388 at 10,000 posts) to return 20, 7.2 ms against
-- 0.35 ms in the database. A lateral subquery with `offset 0` cannot be pulled up into a join the
-- planner may hash, so each comment's author (and reputation) is one primary-key probe beside it.
-- The columns and what the policies let through are unchanged (20261124072000_moderation.sql).

create or replace view public.comment_details
with (security_invoker = true)
as
select c.id,
       c.post_id,
       c.user_id,
       c.content,
       c.comment_type,
       c.parent_id,
       c.created_at,
       c.like_count,
       c.reply_count,
       a.username as author_username,
       a.display_name as author_display_name,
       a.avatar_url as author_avatar_url,
       r.trust_level as author_trust_level,
       r.overall_reputation as author_overall_reputation,
       exists (
         select 1 from public.comment_likes l
          where l.comment_id = c.id and l.user_id = (select auth.uid())
       ) as viewer_has_liked,
       c.edited_at,
       c.hidden_at
  from public.comments c
  left join lateral (
    select p.username, p.display_name, p.avatar_url
      from public.profiles p
     where p.id = c.user_id
    offset 0
  ) a on true
  left join lateral (
    select u.trust_level, u.overall_reputation
      from public.user_reputation u
     where u.user_id = c.user_id
    offset 0
  ) r on true;
