-- A member's five profile counts are kept in a row of their own by triggers, so the profile page
-- reads them instead of counting them for every visit.
--
-- Why: profile_stats counted them per read. At 100,000 posts the busiest member's profile_page took
-- 2.4 ms in the database, 2.2 ms of it in those counts: each of their 220 likes was read from the
-- heap and the comments policy looked up each one's post, so the page cost more the more the member
-- had done. A row costs the same for everyone.
--
-- What counts is what a visitor counted before: a post while it is not hidden; a like or gripe
-- while neither it nor its post is hidden; every follow. (Counted under the reader's policies, the
-- author of a hidden post and the moderators also counted the likes and gripes on it; now nobody
-- does: a hidden post counts for nobody.)
--
-- Every change adds or takes away only what it changes (count = count + d), so concurrent writers
-- never lose one:
-- - a post counts for its author while visible; hiding or restoring it also moves its visible likes
--   and gripes out of or back into their givers' counts;
-- - deleting a visible post takes its likes and gripes out first, before the cascade deletes them:
--   their own trigger then finds no post and changes nothing;
-- - a like or gripe counts for its giver while it and its post are visible;
-- - a follow counts for both members.
-- A like written while its post is being hidden cannot slip past: the post's like counter
-- (comments_maintain_counters) updates the post's row first, which waits for the hide, and this
-- file's trigger on comments runs after it (triggers fire in name order), with a snapshot that sees
-- the hide once it has committed.

create table public.profile_counts (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  posts_count integer not null default 0,
  likes_given integer not null default 0,
  gripes_given integer not null default 0,
  follower_count integer not null default 0,
  following_count integer not null default 0
);
comment on table public.profile_counts is
  'A member''s profile counts, kept by triggers: visible posts, visible likes and gripes on visible '
  'posts, followers and members followed.';

alter table public.profile_counts enable row level security;
create policy "Profile counts are readable by visitors"
  on public.profile_counts for select to anon using (true);
create policy "Profile counts are readable by members"
  on public.profile_counts for select to authenticated using (true);
revoke insert, update, delete, truncate on public.profile_counts from anon, authenticated;

-- Counting from scratch: the backfill below, and the benchmark seeder after it loads with the
-- triggers off.
create function private.rebuild_profile_counts()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.profile_counts as c
    (user_id, posts_count, likes_given, gripes_given, follower_count, following_count)
  select p.id,
         coalesce(posts.n, 0), coalesce(reactions.likes, 0), coalesce(reactions.gripes, 0),
         coalesce(followers.n, 0), coalesce(following.n, 0)
    from public.profiles p
    left join (select user_id, count(*) as n from public.posts
                where hidden_at is null group by user_id) posts on posts.user_id = p.id
    left join (select c.user_id,
                      count(*) filter (where c.comment_type = 'like') as likes,
                      count(*) filter (where c.comment_type = 'gripe') as gripes
                 from public.comments c
                 join public.posts post on post.id = c.post_id and post.hidden_at is null
                where c.hidden_at is null and c.comment_type in ('like', 'gripe')
                group by c.user_id) reactions on reactions.user_id = p.id
    left join (select following_id, count(*) as n from public.user_follows
                group by following_id) followers on followers.following_id = p.id
    left join (select follower_id, count(*) as n from public.user_follows
                group by follower_id) following on following.follower_id = p.id
  on conflict (user_id) do update
     set posts_count = excluded.posts_count,
         likes_given = excluded.likes_given,
         gripes_given = excluded.gripes_given,
         follower_count = excluded.follower_count,
         following_count = excluded.following_count
   where (c.posts_count, c.likes_given, c.gripes_given, c.follower_count, c.following_count)
         is distinct from (excluded.posts_count, excluded.likes_given, excluded.gripes_given,
                           excluded.follower_count, excluded.following_count)
$$;
comment on function private.rebuild_profile_counts() is
  'Counts every member''s profile counts from scratch (after a load with the triggers off).';
revoke execute on function private.rebuild_profile_counts() from public, anon, authenticated;

create function private.profile_counts_of_new_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profile_counts (user_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;

create trigger profiles_profile_counts
  after insert on public.profiles
  for each row execute function private.profile_counts_of_new_profile();

-- A like or gripe counts for its giver while it and its post are visible.
create function private.count_reaction_for_giver(_comment public.comments, _delta integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if _comment.comment_type not in ('like', 'gripe') or _comment.hidden_at is not null then
    return;
  end if;
  update public.profile_counts
     set likes_given = greatest(likes_given + case when _comment.comment_type = 'like' then _delta else 0 end, 0),
         gripes_given = greatest(gripes_given + case when _comment.comment_type = 'gripe' then _delta else 0 end, 0)
   where user_id = _comment.user_id
     and exists (select 1 from public.posts p where p.id = _comment.post_id and p.hidden_at is null);
end;
$$;

create function private.profile_counts_of_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_reaction_for_giver(old, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform private.count_reaction_for_giver(new, 1);
  end if;
  return null;
end;
$$;

-- Named to fire after comments_maintain_counters (see the top of this file).
create trigger comments_profile_counts
  after insert or delete or update of post_id, user_id, comment_type, hidden_at on public.comments
  for each row execute function private.profile_counts_of_comment();

-- A post counts for its author while visible, and carries its visible likes and gripes with it.
create function private.count_post_for_members(_post public.posts, _delta integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if _post.hidden_at is not null then
    return;
  end if;
  update public.profile_counts
     set posts_count = greatest(posts_count + _delta, 0)
   where user_id = _post.user_id;
  update public.profile_counts c
     set likes_given = greatest(c.likes_given + _delta * given.likes, 0),
         gripes_given = greatest(c.gripes_given + _delta * given.gripes, 0)
    from (select user_id,
                 count(*) filter (where comment_type = 'like') as likes,
                 count(*) filter (where comment_type = 'gripe') as gripes
            from public.comments
           where post_id = _post.id and hidden_at is null and comment_type in ('like', 'gripe')
           group by user_id) given
   where c.user_id = given.user_id;
end;
$$;

create function private.profile_counts_of_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.count_post_for_members(new, 1);
    return null;
  end if;
  if tg_op = 'DELETE' then
    -- Before the row goes, while its comments are still there (see the top of this file).
    perform private.count_post_for_members(old, -1);
    return old;
  end if;
  if (old.hidden_at is null) <> (new.hidden_at is null) or old.user_id <> new.user_id then
    perform private.count_post_for_members(old, -1);
    perform private.count_post_for_members(new, 1);
  end if;
  return null;
end;
$$;

create trigger posts_profile_counts
  after insert or update of hidden_at, user_id on public.posts
  for each row execute function private.profile_counts_of_post();
create trigger posts_profile_counts_before_delete
  before delete on public.posts
  for each row execute function private.profile_counts_of_post();

create function private.profile_counts_of_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _follow public.user_follows := case when tg_op = 'INSERT' then new else old end;
  _delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  update public.profile_counts
     set follower_count = greatest(follower_count + _delta, 0)
   where user_id = _follow.following_id;
  update public.profile_counts
     set following_count = greatest(following_count + _delta, 0)
   where user_id = _follow.follower_id;
  return null;
end;
$$;

create trigger user_follows_profile_counts
  after insert or delete on public.user_follows
  for each row execute function private.profile_counts_of_follow();

-- TRUNCATE fires no row triggers: whatever it emptied is counted again.
create function private.profile_counts_after_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rebuild_profile_counts();
  return null;
end;
$$;

create trigger posts_truncate_profile_counts
  after truncate on public.posts
  for each statement execute function private.profile_counts_after_truncate();
create trigger comments_truncate_profile_counts
  after truncate on public.comments
  for each statement execute function private.profile_counts_after_truncate();
create trigger user_follows_truncate_profile_counts
  after truncate on public.user_follows
  for each statement execute function private.profile_counts_after_truncate();

revoke execute on function private.profile_counts_of_new_profile() from public, anon, authenticated;
revoke execute on function private.count_reaction_for_giver(public.comments, integer) from public, anon, authenticated;
revoke execute on function private.profile_counts_of_comment() from public, anon, authenticated;
revoke execute on function private.count_post_for_members(public.posts, integer) from public, anon, authenticated;
revoke execute on function private.profile_counts_of_post() from public, anon, authenticated;
revoke execute on function private.profile_counts_of_follow() from public, anon, authenticated;
revoke execute on function private.profile_counts_after_truncate() from public, anon, authenticated;

select private.rebuild_profile_counts();

-- The view's columns and names stay; it reads the kept counts.
create or replace view public.profile_stats
with (security_invoker = true)
as
select p.id,
       p.username,
       coalesce(c.posts_count, 0) as posts_count,
       coalesce(c.likes_given, 0) as likes_given,
       coalesce(c.gripes_given, 0) as gripes_given,
       coalesce(c.follower_count, 0) as follower_count,
       coalesce(c.following_count, 0) as following_count
  from public.profiles p
  left join public.profile_counts c on c.user_id = p.id;
