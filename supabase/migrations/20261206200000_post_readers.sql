-- Who is reading a post, as the database knows it rather than as a client tells it.
--
-- The post page listed its readers with Realtime Presence on the private topic post:<id>:readers,
-- where each client chose its own presence key and payload: a member could be listed under another
-- member's id, name and an avatar from any host, and once per socket. Realtime ties no presence key
-- to a user, and RLS on realtime.messages sees the topic, never a key or a payload (on hosted
-- Supabase as locally), so presence there cannot be made to tell the truth. It is no longer allowed.
--
-- Now a member marks itself reading with a row of its own in post_readers (user id from its token,
-- one row per member and post however many tabs), refreshed on a heartbeat while the page is open
-- and visible, removed when it leaves. Its readers are the rows seen within the TTL of
-- private.post_reader_ttl(). What is shown of a reader comes from its profile: the page's first list
-- is current_post_readers(post id), and every mark, refresh and leave goes out from the database on
-- the same private topic, post:<id>:readers (event `reader`: the profile's username, display name
-- and avatar and how long the entry lasts; event `left`: the user id). Watchers drop an entry whose
-- time is up. Anyone may read the topic; nobody may write it (no insert policy), so only the
-- database speaks there, as on post:<id>:counts (20261124051500_post_counts_broadcast.sql).

drop policy "Visitors watch post readers" on realtime.messages;
drop policy "Members watch post readers" on realtime.messages;
drop policy "Members are listed as post readers" on realtime.messages;

create policy "Visitors read post readers"
  on realtime.messages for select to anon
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:readers$'
  );
create policy "Members read post readers"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:readers$'
  );

-- The TTL ----------------------------------------------------------------------------------------
-- The one place it is set; watchers learn it from what they are sent. A reader's page refreshes its
-- row on a heartbeat well inside it (post-mfe's READER_HEARTBEAT_MS), so a reader stays listed
-- through a lost heartbeat or two, and one whose laptop closed drops out about a minute later.
create function private.post_reader_ttl()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '70 seconds'
$$;
comment on function private.post_reader_ttl() is
  'How long a post reader stays listed after its last heartbeat.';

revoke execute on function private.post_reader_ttl() from public;
grant execute on function private.post_reader_ttl() to anon, authenticated, service_role;

-- The table --------------------------------------------------------------------------------------
create table public.post_readers (
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  last_seen_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
comment on table public.post_readers is
  'Members reading a post now: one row per member and post, marked and refreshed by the member''s '
  'page, read through current_post_readers.';

-- A profile's deletion finds its rows.
create index post_readers_user_id_idx on public.post_readers (user_id);

alter table public.post_readers enable row level security;

-- A member sees, marks, refreshes and removes its own rows only; an anonymous user (signed in
-- without an account) is never listed. Nobody reads others' rows from the table: the list is
-- current_post_readers, for posts the caller may read.
create policy "Members see their own reading"
  on public.post_readers for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members mark themselves reading a post they may read"
  on public.post_readers for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true
    and exists (select 1 from public.posts p where p.id = post_readers.post_id)
  );
create policy "Members refresh their own reading"
  on public.post_readers for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true
  );
create policy "Members stop reading"
  on public.post_readers for delete to authenticated
  using (user_id = (select auth.uid()));

-- The same restrictive guard as every other member write (an anonymous user writes nothing).
create policy "Anonymous users are never listed as readers"
  on public.post_readers as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users refresh no reading"
  on public.post_readers as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users stop no reading"
  on public.post_readers as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

-- An upsert names post_id in its update (PostgREST sets every column it sent), which the trigger
-- below keeps as it was; last_seen_at is the server's clock only.
revoke all on public.post_readers from anon, authenticated;
grant select (post_id, user_id, last_seen_at) on public.post_readers to authenticated;
grant insert (post_id, user_id) on public.post_readers to authenticated;
grant update (post_id) on public.post_readers to authenticated;
grant delete on public.post_readers to authenticated;

create function public.stamp_post_reader_seen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.last_seen_at := now();
  if tg_op = 'UPDATE' then
    -- A refresh says the member is still here; it never moves the row to another post.
    new.post_id := old.post_id;
  end if;
  return new;
end;
$$;
comment on function public.stamp_post_reader_seen() is
  'Before a post reader row is written: last_seen_at is now, and a refresh keeps its post.';

create trigger post_readers_stamp_seen
  before insert or update on public.post_readers
  for each row execute function public.stamp_post_reader_seen();

-- Live changes -----------------------------------------------------------------------------------
create function public.broadcast_post_reader()
returns trigger
language plpgsql
-- realtime.send inserts into realtime.messages as its caller; a member may not write this topic.
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform realtime.send(
      jsonb_build_object('user_id', old.user_id),
      'left',
      'post:' || old.post_id::text || ':readers',
      true
    );
    return null;
  end if;
  perform realtime.send(
    (select jsonb_build_object(
              'user_id', p.id,
              'username', p.username,
              'display_name', p.display_name,
              'avatar_url', p.avatar_url,
              'expires_in_ms', (extract(epoch from private.post_reader_ttl()) * 1000)::integer
            )
       from public.profiles p
      where p.id = new.user_id),
    'reader',
    'post:' || new.post_id::text || ':readers',
    true
  );
  return null;
end;
$$;
comment on function public.broadcast_post_reader() is
  'Broadcasts a post reader''s mark or refresh (event reader, from the profile) or leave (event '
  'left) on the post''s topic post:<id>:readers.';

revoke execute on function public.broadcast_post_reader() from public, anon, authenticated;

create trigger post_readers_broadcast
  after insert or update or delete on public.post_readers
  for each row execute function public.broadcast_post_reader();

-- A reader whose page went away without a leave (a crash, a lost connection) keeps its row; the next
-- member to start reading the post removes those past the TTL, so rows do not pile up on a post.
create function public.forget_stale_post_readers()
returns trigger
language plpgsql
-- The stale rows are other members'; the member marking itself may not delete them.
security definer
set search_path = ''
as $$
begin
  delete from public.post_readers
   where post_id = new.post_id
     and last_seen_at < now() - private.post_reader_ttl();
  return null;
end;
$$;
comment on function public.forget_stale_post_readers() is
  'After a member starts reading a post: removes the post''s readers not seen within the TTL.';

revoke execute on function public.forget_stale_post_readers() from public, anon, authenticated;

create trigger post_readers_forget_stale
  after insert on public.post_readers
  for each row execute function public.forget_stale_post_readers();

-- The list ---------------------------------------------------------------------------------------
create function private.post_readers_seen(_post_id uuid)
returns table (
  user_id uuid,
  username text,
  display_name text,
  avatar_url text,
  expires_in_ms integer
)
language plpgsql
stable
-- Reads other members' rows, which no member may select from the table.
security definer
set search_path = ''
as $$
begin
  return query
    select r.user_id, p.username, p.display_name, p.avatar_url,
           ceil(extract(epoch from r.last_seen_at + private.post_reader_ttl() - now()) * 1000)::integer
      from public.post_readers r
      join public.profiles p on p.id = r.user_id
     where r.post_id = _post_id
       and r.last_seen_at > now() - private.post_reader_ttl()
     order by p.username;
end;
$$;
comment on function private.post_readers_seen(uuid) is
  'The readers of a post seen within the TTL, with their profile''s username, display name and '
  'avatar and the milliseconds left before each drops out; no check of who may read the post.';

revoke execute on function private.post_readers_seen(uuid) from public;
grant execute on function private.post_readers_seen(uuid) to anon, authenticated, service_role;

-- security invoker: the caller's row-level security on posts decides whether the post's readers are
-- theirs to see (a hidden post's only for its author and the moderators), as for its comments.
create function public.current_post_readers(_post_id uuid)
returns table (
  user_id uuid,
  username text,
  display_name text,
  avatar_url text,
  expires_in_ms integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
    select seen.*
      from public.posts post
     cross join lateral private.post_readers_seen(post.id) seen
     where post.id = _post_id;
end;
$$;
comment on function public.current_post_readers(uuid) is
  'RPC: who is reading a post now (seen within the TTL), with each reader''s username, '
  'display name and avatar from their profile and the milliseconds until they drop out unless seen '
  'again; empty for a post the caller may not read.';

revoke execute on function public.current_post_readers(uuid) from public;
grant execute on function public.current_post_readers(uuid) to anon, authenticated;
