-- Authors edit their posts (title, description, hashtags, link) and the text of their written
-- comments and replies; everything else stays as it was written.
--
-- Who may edit is row-level security (one update policy per table, the author's rows only); what
-- may be edited is the column grant: counters, author, type, parent, created_at and media have no
-- update grant, so a try answers 42501. edited_at is written by a trigger from the server's clock
-- when an editable column really changes; clients cannot write it. The check constraints that
-- guard a new row guard an edit the same way.
--
-- Mentions on an edit: members newly mentioned are notified once, as on a new post or comment, and
-- folded the same way; members already mentioned before the edit, or notified of a mention in this
-- post or comment before, are not notified again. The mention limit holds for an edit too
-- (20261124070000_write_limits.sql). Nothing else notifies: the
-- post's author hears of a comment when it is written, not when it is reworded.
--
-- A reaction (a like or gripe with no text) has no text to edit, and a written comment cannot be
-- emptied into a reaction: both would change what the post's counters and the one-reaction-per-
-- member rule count.

alter table public.posts add column edited_at timestamptz;
comment on column public.posts.edited_at is
  'When the author last changed the title, description, hashtags or link; null if never. Set by a trigger.';

alter table public.comments add column edited_at timestamptz;
comment on column public.comments.edited_at is
  'When the author last changed the text; null if never. Set by a trigger.';

create policy "Members edit their own posts"
  on public.posts for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members edit their own comments"
  on public.comments for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

grant update (title, description, link_url, hashtags) on public.posts to authenticated;
grant update (content) on public.comments to authenticated;

create function public.stamp_post_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.title, new.description, new.link_url, new.hashtags)
     is distinct from (old.title, old.description, old.link_url, old.hashtags) then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;
comment on function public.stamp_post_edit() is
  'Before a post is updated: sets edited_at to now when its title, description, hashtags or link changed.';

create trigger posts_stamp_edit
  before update on public.posts
  for each row execute function public.stamp_post_edit();

create function public.stamp_comment_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.content is distinct from old.content then
    if old.content = '' then
      raise exception 'A reaction has no text to edit.'
        using errcode = '23514', constraint = 'comments_reaction_not_editable';
    end if;
    if btrim(new.content) = '' then
      raise exception 'A comment cannot be emptied.'
        using errcode = '23514', constraint = 'comments_content_required';
    end if;
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;
comment on function public.stamp_comment_edit() is
  'Before a comment is updated: refuses to edit a reaction or empty a comment, and sets edited_at when the text changed.';

create trigger comments_stamp_edit
  before update on public.comments
  for each row execute function public.stamp_comment_edit();

-- The usernames mentioned in _new_text and not in _old_text, as '@name' words for notify_mentions.
create function public.new_mentions_text(_old_text text, _new_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg('@' || name, ' '), '')
    from (
      select distinct lower(m[1]) as name
        from regexp_matches(coalesce(_new_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
      except
      select lower(m[1])
        from regexp_matches(coalesce(_old_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
    ) added
$$;
comment on function public.new_mentions_text(text, text) is
  'The @usernames the new text mentions that the old text did not, space-separated.';

-- Of the members an edit newly mentions, those never told of a mention in this post or comment: an
-- author who removes a mention and puts it back, edit after edit, notifies nobody again.
create function public.mentions_to_notify_on_edit(
  _old_text text, _new_text text, _content_type text, _content_id uuid
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(string_agg('@' || p.username, ' '), '')
    from public.profiles p
   where lower(p.username) in (
           select lower(m[1])
             from regexp_matches(public.new_mentions_text(_old_text, _new_text), '@([A-Za-z0-9_]+)', 'g') as m
         )
     and not exists (
           select 1 from public.notifications n
            where n.user_id = p.id and n.type = 'mention'
              and n.metadata ->> 'content_type' = _content_type
              and n.metadata ->> 'content_id' = _content_id::text
         )
$$;
comment on function public.mentions_to_notify_on_edit(text, text, text, uuid) is
  'The @usernames an edited text newly mentions whose members were never notified of a mention in it.';

create function public.notify_on_post_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _added text := public.mentions_to_notify_on_edit(
    old.title || ' ' || coalesce(old.description, ''),
    new.title || ' ' || coalesce(new.description, ''),
    'posts', new.id);
begin
  if _added <> '' then
    perform public.notify_mentions(_added, new.user_id, 'posts', new.id, 'a post');
  end if;
  return null;
end;
$$;
comment on function public.notify_on_post_edit() is
  'After a post''s title or description is edited: notifies the members it newly mentions.';

create trigger posts_notify_edit
  after update of title, description on public.posts
  for each row execute function public.notify_on_post_edit();

create function public.notify_on_comment_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _added text := public.mentions_to_notify_on_edit(old.content, new.content, 'comments', new.id);
begin
  if _added <> '' then
    perform public.notify_mentions(_added, new.user_id, 'comments', new.id, 'a comment');
  end if;
  return null;
end;
$$;
comment on function public.notify_on_comment_edit() is
  'After a comment''s text is edited: notifies the members it newly mentions.';

create trigger comments_notify_edit
  after update of content on public.comments
  for each row execute function public.notify_on_comment_edit();

revoke execute on function public.stamp_post_edit() from public, anon, authenticated;
revoke execute on function public.stamp_comment_edit() from public, anon, authenticated;
revoke execute on function public.new_mentions_text(text, text) from public, anon, authenticated;
revoke execute on function public.mentions_to_notify_on_edit(text, text, text, uuid) from public, anon, authenticated;
revoke execute on function public.notify_on_post_edit() from public, anon, authenticated;
revoke execute on function public.notify_on_comment_edit() from public, anon, authenticated;

-- The read views gain edited_at as their last column (earlier columns keep their order).
create or replace view public.feed_posts
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
       p.author_username,
       p.author_display_name,
       p.author_avatar_url,
       exists (
         select 1 from public.comments c
          where c.post_id = p.id and c.user_id = (select auth.uid())
            and c.comment_type = 'like' and c.content = ''
       ) as viewer_has_liked,
       exists (
         select 1 from public.comments c
          where c.post_id = p.id and c.user_id = (select auth.uid())
            and c.comment_type = 'gripe' and c.content = ''
       ) as viewer_has_griped,
       p.edited_at
  from public.posts p;

create or replace view public.feed_cards
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
       p.discussion_count,
       p.author_username,
       p.author_display_name,
       p.author_avatar_url,
       p.edited_at
  from public.posts p;

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
       c.edited_at
  from public.comments c
  left join public.profiles a on a.id = c.user_id
  left join public.user_reputation r on r.user_id = c.user_id;
