-- Comments (reactions, comments, questions and replies) and comment likes, with the
-- triggers that keep posts.like_count / gripe_count / question_count, comments.reply_count and
-- comments.like_count in step.
--
-- A reaction is a like or gripe with empty content; a partial unique index allows one of each per
-- user per post. A reply has a parent on the same post (composite foreign key), anything else has
-- none. Counters change by relative updates (count = count + 1) so concurrent writers never lose an
-- increment, and never go below zero.

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  content text not null default '',
  comment_type text not null,
  parent_id uuid,
  created_at timestamptz not null default now(),
  like_count integer not null default 0,
  reply_count integer not null default 0,
  constraint comments_id_post_id_key unique (id, post_id),
  constraint comments_parent_same_post_fkey foreign key (parent_id, post_id)
    references public.comments (id, post_id) on delete cascade,
  constraint comments_type_known check (comment_type in ('like', 'gripe', 'question', 'reply')),
  constraint comments_parent_only_for_replies check ((comment_type = 'reply') = (parent_id is not null)),
  constraint comments_content_required check (
    comment_type in ('like', 'gripe') or char_length(btrim(content)) > 0
  ),
  constraint comments_content_length check (char_length(content) <= 5000),
  constraint comments_counts_not_negative check (like_count >= 0 and reply_count >= 0)
);
comment on table public.comments is
  'Likes, gripes, questions and replies on posts; an empty like or gripe is a reaction.';

create unique index comments_one_reaction_per_user_key
  on public.comments (post_id, user_id, comment_type) where content = '';
create index comments_post_id_type_created_at_idx
  on public.comments (post_id, comment_type, created_at desc) where parent_id is null;
create index comments_post_id_created_at_idx on public.comments (post_id, created_at desc);
create index comments_parent_id_created_at_idx on public.comments (parent_id, created_at) where parent_id is not null;
create index comments_user_id_type_created_at_idx on public.comments (user_id, comment_type, created_at desc);

create table public.comment_likes (
  id uuid primary key default gen_random_uuid(),
  comment_id uuid not null references public.comments (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint comment_likes_comment_id_user_id_key unique (comment_id, user_id)
);
comment on table public.comment_likes is 'One heart per member per comment.';

create index comment_likes_user_id_idx on public.comment_likes (user_id);

-- Row-level security --------------------------------------------------------------------------------
alter table public.comments enable row level security;
alter table public.comment_likes enable row level security;

create policy "Comments are readable by visitors"
  on public.comments for select to anon using (true);
create policy "Comments are readable by members"
  on public.comments for select to authenticated using (true);
create policy "Members comment as themselves"
  on public.comments for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Members delete their own comments"
  on public.comments for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Comment likes are readable by visitors"
  on public.comment_likes for select to anon using (true);
create policy "Comment likes are readable by members"
  on public.comment_likes for select to authenticated using (true);
create policy "Members like comments as themselves"
  on public.comment_likes for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Members remove their own comment likes"
  on public.comment_likes for delete to authenticated
  using (user_id = (select auth.uid()));

-- Comments and likes are immutable for clients; counters are written by the triggers below.
revoke insert, update, delete, truncate on public.comments from anon, authenticated;
grant insert (post_id, user_id, content, comment_type, parent_id) on public.comments to authenticated;
grant delete on public.comments to authenticated;
revoke insert, update, delete, truncate on public.comment_likes from anon, authenticated;
grant insert (comment_id, user_id) on public.comment_likes to authenticated;
grant delete on public.comment_likes to authenticated;

-- Counter triggers ----------------------------------------------------------------------------------
create or replace function public.apply_comment_to_counters(_comment public.comments, _delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if _comment.parent_id is not null then
    update public.comments
       set reply_count = greatest(reply_count + _delta, 0)
     where id = _comment.parent_id;
  elsif _comment.comment_type = 'like' then
    update public.posts set like_count = greatest(like_count + _delta, 0) where id = _comment.post_id;
  elsif _comment.comment_type = 'gripe' then
    update public.posts set gripe_count = greatest(gripe_count + _delta, 0) where id = _comment.post_id;
  elsif _comment.comment_type = 'question' then
    update public.posts set question_count = greatest(question_count + _delta, 0) where id = _comment.post_id;
  end if;
end;
$$;
comment on function public.apply_comment_to_counters(public.comments, integer) is
  'Adds _delta to the post or parent counter this comment counts towards.';

create or replace function public.maintain_comment_counters()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.apply_comment_to_counters(old, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform public.apply_comment_to_counters(new, 1);
  end if;
  return null;
end;
$$;

create trigger comments_maintain_counters
  after insert or delete or update of post_id, comment_type, parent_id on public.comments
  for each row execute function public.maintain_comment_counters();

create or replace function public.maintain_comment_like_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.comments set like_count = like_count + 1 where id = new.comment_id;
  else
    update public.comments set like_count = greatest(like_count - 1, 0) where id = old.comment_id;
  end if;
  return null;
end;
$$;

create trigger comment_likes_maintain_like_count
  after insert or delete on public.comment_likes
  for each row execute function public.maintain_comment_like_count();

revoke execute on function public.apply_comment_to_counters(public.comments, integer) from public, anon, authenticated;
revoke execute on function public.maintain_comment_counters() from public, anon, authenticated;
revoke execute on function public.maintain_comment_like_count() from public, anon, authenticated;
