-- One-request pages: the feed and post detail (feed_posts), comment lists
-- (comment_details) and profile stats (profile_stats).
--
-- All three are security_invoker views, so the caller's RLS applies to every table they read.
-- Author joins are left joins on unique keys so PostgreSQL can drop them from count(*) queries
-- (PostgREST's count=exact). viewer_* columns describe the signed-in reader (false for visitors).

create view public.feed_posts
with (security_invoker = true)
as
select p.id,
       p.user_id,
       p.title,
       p.description,
       p.category,
       p.media_urls,
       p.link_url,
       p.hashtags,
       p.created_at,
       p.like_count,
       p.gripe_count,
       p.question_count,
       p.discussion_count,
       p.user_id as author_id,
       a.username as author_username,
       a.display_name as author_display_name,
       a.avatar_url as author_avatar_url,
       exists (
         select 1 from public.comments c
          where c.post_id = p.id and c.user_id = (select auth.uid())
            and c.comment_type = 'like' and c.content = ''
       ) as viewer_has_liked,
       exists (
         select 1 from public.comments c
          where c.post_id = p.id and c.user_id = (select auth.uid())
            and c.comment_type = 'gripe' and c.content = ''
       ) as viewer_has_griped
  from public.posts p
  left join public.profiles a on a.id = p.user_id;
comment on view public.feed_posts is
  'Posts with author and counts: one request per feed page or post detail.';

create view public.comment_details
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
       ) as viewer_has_liked
  from public.comments c
  left join public.profiles a on a.id = c.user_id
  left join public.user_reputation r on r.user_id = c.user_id;
comment on view public.comment_details is
  'Comments with author, author reputation, heart and reply counts: one request per list.';

create view public.profile_stats
with (security_invoker = true)
as
select p.id,
       p.username,
       (select count(*) from public.posts x where x.user_id = p.id)::integer as posts_count,
       (select count(*) from public.comments x where x.user_id = p.id and x.comment_type = 'like')::integer
         as likes_given,
       (select count(*) from public.comments x where x.user_id = p.id and x.comment_type = 'gripe')::integer
         as gripes_given,
       (select count(*) from public.user_follows x where x.following_id = p.id)::integer as follower_count,
       (select count(*) from public.user_follows x where x.follower_id = p.id)::integer as following_count
  from public.profiles p;
comment on view public.profile_stats is
  'Per profile: posts created, likes and gripes given, followers and following, in one request.';

grant select on public.feed_posts, public.comment_details, public.profile_stats to anon, authenticated, service_role;
revoke insert, update, delete, truncate on public.feed_posts, public.comment_details, public.profile_stats
  from anon, authenticated;
