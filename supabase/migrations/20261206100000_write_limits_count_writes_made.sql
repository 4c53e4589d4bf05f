-- The write limits count what a member wrote, not what is left of it.
--
-- The limits per window counted the member's rows that still existed, so deleting a post, written
-- comment or follow made room for the next: a new member refused a sixth post of the day deleted one
-- and shared the sixth, or followed twenty members, unfollowed them and followed twenty more. The
-- mention limit looked only at the text being written, so one post edited seven times, naming five
-- other members each time, notified thirty-five.
--
-- private.counted_writes keeps a row for every post, written comment, follow and report a member
-- makes through the API, and a row for every member a post or comment of theirs names, in any version
-- of its text; deleting the post, comment or follow leaves them. The limits count these rows:
-- - posts_per_day, comments_per_hour, follows_per_hour and reports_per_day: the rows of the window,
--   whether the post, comment or follow is still there or not;
-- - mentions_per_post: the members a post (title and description) or comment names now or named in
--   any earlier version, so an edit cannot swap the members it names for others once at the limit;
-- - mentions_per_day (new): the members named in the last 24 hours across all of the member's posts
--   and comments, each text counting each member once however often it is edited. It ships at
--   posts_per_day x mentions_per_post for each level (new: 5 x 5 = 25): what a member's posts alone
--   could name in a day, now also the most their posts and comments together may.
-- Refusals keep their code, hint and sentence; the new one is refused the same way (LG429, hint
-- 'write_limit:mentions_per_day').
--
-- A text written by the service role, the seed or before this migration has no mention rows: the
-- members its earlier version named are counted when the member first edits it, as named when it was
-- last written. The count rows of a member older than a day (the longest window) are removed when
-- the member writes again; the mention rows stay as long as the member, since a later edit of the
-- text is held to them.

create table private.counted_writes (
  id bigint generated always as identity primary key,
  member_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null,
  text_id uuid,
  mentioned_id uuid,
  created_at timestamptz not null default now(),
  constraint counted_writes_kind_known check (kind in ('post', 'comment', 'follow', 'report', 'mention')),
  constraint counted_writes_mention_names_text check (
    (kind = 'mention') = (text_id is not null and mentioned_id is not null)
  )
);
comment on table private.counted_writes is
  'What members wrote through the API, as the write limits count it: a row per post, written comment, '
  'follow and report, and one per member a post or comment named (text_id, mentioned_id) in any '
  'version. Deleting what was written leaves its rows. Written by enforce_write_limits only.';

create index counted_writes_member_kind_created_idx
  on private.counted_writes (member_id, kind, created_at);
create unique index counted_writes_text_mention_key
  on private.counted_writes (text_id, mentioned_id) where kind = 'mention';

revoke all on private.counted_writes from public, anon, authenticated;
-- Closed whatever is granted later, as private.hashtag_post_counts: only its owner's functions reach it.
alter table private.counted_writes enable row level security;
create policy "No role of the data API reads the counted writes"
  on private.counted_writes for select to anon, authenticated using (false);

alter table public.write_limits add column mentions_per_day integer;
alter table public.write_limits add constraint write_limits_mentions_per_day_not_negative
  check (coalesce(mentions_per_day, 0) >= 0);
comment on column public.write_limits.mentions_per_day is
  'Members a member may name in the last 24 hours across their posts and comments, each text counting '
  'each member once across its edits. Null means no limit.';
update public.write_limits set mentions_per_day = posts_per_day * mentions_per_post;

-- The other members a text names with @username, as notify_mentions would tell them.
create function private.members_mentioned(_text text, _author_id uuid)
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(p.id), '{}')
    from public.profiles p
   where lower(p.username) in (
           select distinct lower(m[1]) from regexp_matches(coalesce(_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
         )
     and p.id <> _author_id
$$;
comment on function private.members_mentioned(text, uuid) is
  'The ids of the other members a text names with @username (each once).';
revoke execute on function private.members_mentioned(text, uuid) from public, anon, authenticated;

-- Holds the members a post or comment names to the member's limits, and counts the ones it names
-- for the first time. _earlier is the text before an edit (null for a new text), written at
-- _earlier_at: members it named count as named then when no row was kept for them.
create function private.hold_mentions(
  _member uuid,
  _limits public.write_limits,
  _what text,
  _text_id uuid,
  _text text,
  _earlier text,
  _earlier_at timestamptz
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  _named uuid[] := private.members_mentioned(_text, _member);
  _counted uuid[];
  _ever integer;
  _added uuid[];
  _today integer;
begin
  -- One mention count per member across posts and comments, so a post and a comment sent at once
  -- cannot both slip under the daily limit.
  perform pg_advisory_xact_lock(hashtextextended('write_limits:mentions:' || _member, 0));

  if _earlier is not null then
    insert into private.counted_writes (member_id, kind, text_id, mentioned_id, created_at)
    select _member, 'mention', _text_id, earlier.id, _earlier_at
      from unnest(private.members_mentioned(_earlier, _member)) as earlier(id)
    on conflict (text_id, mentioned_id) where kind = 'mention' do nothing;
  end if;
  select coalesce(array_agg(w.mentioned_id), '{}') into _counted
    from private.counted_writes w
   where w.kind = 'mention' and w.text_id = _text_id;

  select count(*) into _ever from (select unnest(_counted) union select unnest(_named)) as ever;
  if _limits.mentions_per_post is not null and _ever > _limits.mentions_per_post then
    perform public.refuse_over_write_limit('mentions_per_post', _limits.mentions_per_post,
      format('A %s can mention up to %s members for now. Please remove a few mentions and try again.',
             _what, _limits.mentions_per_post));
  end if;

  _added := array(select unnest(_named) except select unnest(_counted));
  if cardinality(_added) = 0 then
    return;
  end if;
  if _limits.mentions_per_day is not null then
    select count(*) into _today
      from private.counted_writes w
     where w.member_id = _member and w.kind = 'mention' and w.created_at > now() - interval '1 day';
    if _today + cardinality(_added) > _limits.mentions_per_day then
      perform public.refuse_over_write_limit('mentions_per_day', _limits.mentions_per_day,
        format('You have mentioned members %s times in the last 24 hours, the most for now. '
               'Please remove a few mentions or try again later.', _limits.mentions_per_day));
    end if;
  end if;
  insert into private.counted_writes (member_id, kind, text_id, mentioned_id)
  select _member, 'mention', _text_id, added.id from unnest(_added) as added(id);
end;
$$;
comment on function private.hold_mentions(uuid, public.write_limits, text, uuid, text, text, timestamptz) is
  'Refuses (LG429) a post or comment naming more members than mentions_per_post across its versions, '
  'or more than mentions_per_day across the member''s texts; otherwise counts the members it newly names.';
revoke execute on function private.hold_mentions(uuid, public.write_limits, text, uuid, text, text, timestamptz)
  from public, anon, authenticated;

-- Counts one post, written comment, follow or report against its limit, or refuses it.
create function private.hold_write(
  _member uuid,
  _kind text,
  _window interval,
  _limit text,
  _allowed integer,
  _message text
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  _count integer;
begin
  delete from private.counted_writes
   where member_id = _member and kind = _kind and created_at <= now() - interval '1 day';
  if _allowed is not null then
    select count(*) into _count
      from private.counted_writes
     where member_id = _member and kind = _kind and created_at > now() - _window;
    if _count >= _allowed then
      perform public.refuse_over_write_limit(_limit, _allowed, _message);
    end if;
  end if;
  insert into private.counted_writes (member_id, kind) values (_member, _kind);
end;
$$;
comment on function private.hold_write(uuid, text, interval, text, integer, text) is
  'Refuses (LG429) a member''s post, written comment, follow or report over its limit in the window; '
  'otherwise counts it.';
revoke execute on function private.hold_write(uuid, text, interval, text, integer, text)
  from public, anon, authenticated;

create or replace function public.enforce_write_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _member uuid;
  _limits public.write_limits;
  _earlier text;
  _earlier_at timestamptz;
begin
  if (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;

  -- Each table names its writer differently; a field of NEW is read only in its own table's branch.
  if tg_table_name = 'user_follows' then
    _member := new.follower_id;
  elsif tg_table_name = 'reports' then
    _member := new.reporter_id;
  else
    _member := new.user_id;
  end if;
  -- A row written in someone else's name is row-level security's to refuse; counting it here would
  -- tell the writer how much that member wrote.
  if _member is distinct from (select auth.uid()) then
    return new;
  end if;
  if tg_table_name = 'comments' then
    if new.content = '' then
      return new;
    end if;
  end if;
  -- One writer at a time per member and table, so parallel requests cannot slip past a count.
  perform pg_advisory_xact_lock(hashtextextended('write_limits:' || tg_table_name || ':' || _member, 0));

  _limits := public.member_write_limits(_member);

  if tg_table_name = 'posts' then
    if tg_op = 'UPDATE' then
      _earlier := old.title || ' ' || coalesce(old.description, '');
      _earlier_at := coalesce(old.edited_at, old.created_at);
    end if;
    perform private.hold_mentions(_member, _limits, 'post', new.id,
      new.title || ' ' || coalesce(new.description, ''), _earlier, _earlier_at);
    if tg_op = 'INSERT' then
      perform private.hold_write(_member, 'post', interval '1 day', 'posts_per_day', _limits.posts_per_day,
        format('You have shared %s posts in the last 24 hours, the most for now. Please try again later.',
               _limits.posts_per_day));
    end if;
  elsif tg_table_name = 'comments' then
    if tg_op = 'UPDATE' then
      _earlier := old.content;
      _earlier_at := coalesce(old.edited_at, old.created_at);
    end if;
    perform private.hold_mentions(_member, _limits, 'comment', new.id, new.content, _earlier, _earlier_at);
    if tg_op = 'INSERT' then
      perform private.hold_write(_member, 'comment', interval '1 hour', 'comments_per_hour',
        _limits.comments_per_hour,
        format('You have written %s comments in the last hour, the most for now. Please take a break and try again later.',
               _limits.comments_per_hour));
    end if;
  elsif tg_table_name = 'user_follows' then
    perform private.hold_write(_member, 'follow', interval '1 hour', 'follows_per_hour',
      _limits.follows_per_hour,
      format('You have followed %s members in the last hour, the most for now. Please try again later.',
             _limits.follows_per_hour));
  elsif tg_table_name = 'reports' then
    perform private.hold_write(_member, 'report', interval '1 day', 'reports_per_day',
      _limits.reports_per_day,
      format('You have sent %s reports in the last 24 hours, the most for now. Thank you for looking out for the community; please try again later.',
             _limits.reports_per_day));
  end if;
  return new;
end;
$$;
comment on function public.enforce_write_limits() is
  'Before a member''s post, comment, follow or report, or an edit of a post or comment: refuses it '
  '(LG429) when it would go over the member''s write limits, counting what the member wrote '
  '(private.counted_writes), deleted or not; otherwise counts it.';

-- What members wrote in the windows before this migration, as the limits counted it then.
insert into private.counted_writes (member_id, kind, created_at)
select user_id, 'post', created_at from public.posts where created_at > now() - interval '1 day'
union all
select user_id, 'comment', created_at from public.comments
 where content <> '' and created_at > now() - interval '1 hour'
union all
select follower_id, 'follow', created_at from public.user_follows where created_at > now() - interval '1 hour'
union all
select reporter_id, 'report', created_at from public.reports where created_at > now() - interval '1 day';

insert into private.counted_writes (member_id, kind, text_id, mentioned_id, created_at)
select p.user_id, 'mention', p.id, named.id, coalesce(p.edited_at, p.created_at)
  from public.posts p
 cross join lateral unnest(private.members_mentioned(p.title || ' ' || coalesce(p.description, ''), p.user_id)) as named(id)
 where coalesce(p.edited_at, p.created_at) > now() - interval '1 day'
union all
select c.user_id, 'mention', c.id, named.id, coalesce(c.edited_at, c.created_at)
  from public.comments c
 cross join lateral unnest(private.members_mentioned(c.content, c.user_id)) as named(id)
 where c.content <> '' and coalesce(c.edited_at, c.created_at) > now() - interval '1 day';
