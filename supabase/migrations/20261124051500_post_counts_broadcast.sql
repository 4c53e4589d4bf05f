-- Live counts for feed cards: when a post's like, gripe or question count changes, the database
-- broadcasts the post's new counts on the post's own topic, `post:<id>:counts`, as a private
-- Realtime message (event `counts`), sent once the writer's transaction commits.
--
-- The counts are public, but the topic is private so that only the database can speak on it: anyone
-- may read it (the select policies below), nobody may write it (there is no insert policy), so a
-- client's broadcast cannot put made-up counts on other readers' cards. The counters change inside
-- apply_comment_to_counters (20261122000300_comments.sql); the trigger is on posts so that every
-- path that changes them broadcasts. The payload carries the absolute counts, never a difference:
-- a reader who gets it twice, or after a reload that already shows it, sees the same numbers.

create function public.broadcast_post_counts()
returns trigger
language plpgsql
-- realtime.send inserts into realtime.messages as its caller; a member may not write this topic.
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object(
      'post_id', new.id,
      'like_count', new.like_count,
      'gripe_count', new.gripe_count,
      'question_count', new.question_count,
      'discussion_count', new.discussion_count
    ),
    'counts',
    'post:' || new.id::text || ':counts',
    true
  );
  return null;
end;
$$;
comment on function public.broadcast_post_counts() is
  'Broadcasts a post''s like, gripe, question and comment counts on its topic post:<id>:counts.';

revoke execute on function public.broadcast_post_counts() from public, anon, authenticated;

create trigger posts_broadcast_counts
  after update of like_count, gripe_count, question_count on public.posts
  for each row
  when (
    (old.like_count, old.gripe_count, old.question_count)
      is distinct from (new.like_count, new.gripe_count, new.question_count)
  )
  execute function public.broadcast_post_counts();

create policy "Visitors read post counts"
  on realtime.messages for select to anon
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:counts$'
  );
create policy "Members read post counts"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:counts$'
  );
