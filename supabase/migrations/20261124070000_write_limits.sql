-- Write limits by trust level, and folding repeated notifications.
--
-- public.write_limits holds, per trust level, how much a member may write: posts in a day, written
-- comments (replies and questions included; empty like/gripe reactions are not counted) in an
-- hour, members mentioned in one post or comment, follows in an hour, reports in a day. Windows
-- roll (the last 24 hours, the last hour). A member without a reputation row counts as 'new'.
-- The mention limit holds for an edit of a post or comment too. A null limit means no limit. Only
-- the service role changes the numbers.
--
-- The trust level is the stored one (user_reputation), not recomputed on every write. It rises with
-- the member's own writing and the appreciation it gets, so a level that lags behind is a stricter
-- one: it holds a member to the limits of the level they had, never lets them past their own; the
-- profile page (and the member themselves, through calculate_user_reputation) brings it up to date.
-- The one change that lowers a level without the member's doing is a moderator (or enough reports)
-- hiding their content, and hiding recomputes it at once (20261124072000_moderation.sql).
--
-- The limits hold for members writing through the API (JWT role 'authenticated'); the service role,
-- the seed and SQL run as the owner pass. A refusal is SQLSTATE LG429 with the hint
-- 'write_limit:<limit column>', so the site can recognise it and say which limit was reached.
--
-- Repeated follow and mention notifications are folded: while the recipient has an unread follow
-- from the same member, or an unread mention by the same member in the same post (the post or its
-- comments), a repeat adds nothing (a mention updates the unread one to point at the latest text),
-- so following and unfollowing, or mentioning someone in comment after comment, cannot flood anyone.

create table public.write_limits (
  trust_level text primary key,
  posts_per_day integer,
  comments_per_hour integer,
  mentions_per_post integer,
  follows_per_hour integer,
  reports_per_day integer,
  constraint write_limits_trust_level_known check (trust_level in ('new', 'bronze', 'silver', 'gold', 'platinum')),
  constraint write_limits_not_negative check (
    coalesce(posts_per_day, 0) >= 0 and coalesce(comments_per_hour, 0) >= 0
    and coalesce(mentions_per_post, 0) >= 0 and coalesce(follows_per_hour, 0) >= 0
    and coalesce(reports_per_day, 0) >= 0
  )
);
comment on table public.write_limits is
  'How much a member of each trust level may write: posts a day, written comments an hour, members '
  'mentioned in one post or comment, follows an hour, reports a day. Null means no limit. Readable by '
  'anyone, changed only by the service role.';

insert into public.write_limits
  (trust_level, posts_per_day, comments_per_hour, mentions_per_post, follows_per_hour, reports_per_day)
values
  ('new', 5, 20, 5, 20, 5),
  ('bronze', 15, 60, 10, 60, 15),
  ('silver', 30, 120, 15, 120, 30),
  ('gold', 60, 240, 20, 240, 60),
  ('platinum', 100, 480, 30, 480, 100);

alter table public.write_limits enable row level security;

create policy "Write limits are readable by visitors"
  on public.write_limits for select to anon using (true);
create policy "Write limits are readable by members"
  on public.write_limits for select to authenticated using (true);

revoke insert, update, delete, truncate on public.write_limits from anon, authenticated;

-- The limits of one member: those of its trust level, 'new' without a reputation row.
create or replace function public.member_write_limits(_user_id uuid)
returns public.write_limits
language sql
stable
security definer
set search_path = ''
as $$
  select l.*
    from public.write_limits l
   where l.trust_level = coalesce(
           (select r.trust_level from public.user_reputation r where r.user_id = _user_id), 'new')
$$;
comment on function public.member_write_limits(uuid) is
  'The write limits that apply to one member: those of its trust level, or of new members without one.';

-- How many distinct other members a text mentions, as notify_mentions would notify them.
create or replace function public.count_mentions(_text text, _author_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.profiles p
   where lower(p.username) in (
           select distinct lower(m[1]) from regexp_matches(coalesce(_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
         )
     and p.id <> _author_id
$$;
comment on function public.count_mentions(text, uuid) is
  'How many other members a text mentions with @username (each counted once).';

create or replace function public.refuse_over_write_limit(_limit text, _allowed integer, _message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', _message
    using errcode = 'LG429', hint = 'write_limit:' || _limit, detail = 'limit ' || _allowed;
end;
$$;
comment on function public.refuse_over_write_limit(text, integer, text) is
  'Refuses a write over a member''s write limit with SQLSTATE LG429 and a hint naming the limit.';

create or replace function public.enforce_write_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _member uuid;
  _limits public.write_limits;
  _count integer;
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
    if _limits.mentions_per_post is not null
       and public.count_mentions(new.title || ' ' || coalesce(new.description, ''), _member) > _limits.mentions_per_post then
      perform public.refuse_over_write_limit('mentions_per_post', _limits.mentions_per_post,
        format('A post can mention up to %s members for now. Please remove a few mentions and try again.',
               _limits.mentions_per_post));
    end if;
    if tg_op = 'INSERT' and _limits.posts_per_day is not null then
      select count(*) into _count from public.posts
       where user_id = _member and created_at > now() - interval '1 day';
      if _count >= _limits.posts_per_day then
        perform public.refuse_over_write_limit('posts_per_day', _limits.posts_per_day,
          format('You have shared %s posts in the last 24 hours, the most for now. Please try again later.',
                 _limits.posts_per_day));
      end if;
    end if;
  elsif tg_table_name = 'comments' then
    if _limits.mentions_per_post is not null
       and public.count_mentions(new.content, _member) > _limits.mentions_per_post then
      perform public.refuse_over_write_limit('mentions_per_post', _limits.mentions_per_post,
        format('A comment can mention up to %s members for now. Please remove a few mentions and try again.',
               _limits.mentions_per_post));
    end if;
    if tg_op = 'INSERT' and _limits.comments_per_hour is not null then
      select count(*) into _count from public.comments
       where user_id = _member and content <> '' and created_at > now() - interval '1 hour';
      if _count >= _limits.comments_per_hour then
        perform public.refuse_over_write_limit('comments_per_hour', _limits.comments_per_hour,
          format('You have written %s comments in the last hour, the most for now. Please take a break and try again later.',
                 _limits.comments_per_hour));
      end if;
    end if;
  elsif tg_table_name = 'user_follows' then
    select count(*) into _count from public.user_follows
     where follower_id = _member and created_at > now() - interval '1 hour';
    if _limits.follows_per_hour is not null and _count >= _limits.follows_per_hour then
      perform public.refuse_over_write_limit('follows_per_hour', _limits.follows_per_hour,
        format('You have followed %s members in the last hour, the most for now. Please try again later.',
               _limits.follows_per_hour));
    end if;
  elsif tg_table_name = 'reports' then
    select count(*) into _count from public.reports
     where reporter_id = _member and created_at > now() - interval '1 day';
    if _limits.reports_per_day is not null and _count >= _limits.reports_per_day then
      perform public.refuse_over_write_limit('reports_per_day', _limits.reports_per_day,
        format('You have sent %s reports in the last 24 hours, the most for now. Thank you for looking out for the community; please try again later.',
               _limits.reports_per_day));
    end if;
  end if;
  return new;
end;
$$;
comment on function public.enforce_write_limits() is
  'Before a member''s post, comment, follow or report, or an edit of a post or comment: refuses it '
  '(LG429) when it would go over the member''s write limits.';

create trigger posts_write_limits
  before insert on public.posts
  for each row execute function public.enforce_write_limits();
create trigger comments_write_limits
  before insert on public.comments
  for each row execute function public.enforce_write_limits();
-- An edit may not mention more members than a new post or comment may.
create trigger posts_edit_write_limits
  before update of title, description on public.posts
  for each row execute function public.enforce_write_limits();
create trigger comments_edit_write_limits
  before update of content on public.comments
  for each row execute function public.enforce_write_limits();
create trigger user_follows_write_limits
  before insert on public.user_follows
  for each row execute function public.enforce_write_limits();
create trigger reports_write_limits
  before insert on public.reports
  for each row execute function public.enforce_write_limits();

-- Folding -------------------------------------------------------------------------------------------

-- The member a follow or mention notification is about: the follower, or the author of the text.
create or replace function public.notification_actor(_type text, _metadata jsonb)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when _type = 'follow' then
      (select p.id from public.profiles p where p.username = _metadata ->> 'follower_username')
    when _metadata ->> 'content_type' = 'posts' then
      (select p.user_id from public.posts p where p.id = (_metadata ->> 'content_id')::uuid)
    when _metadata ->> 'content_type' = 'comments' then
      (select c.user_id from public.comments c where c.id = (_metadata ->> 'content_id')::uuid)
  end
$$;
comment on function public.notification_actor(text, jsonb) is
  'The member a follow or mention notification is about: the follower, or the author of the text.';

-- The post a mention was made in: the post itself, or the post of the comment.
create or replace function public.notification_post(_metadata jsonb)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case _metadata ->> 'content_type'
    when 'posts' then (_metadata ->> 'content_id')::uuid
    when 'comments' then
      (select c.post_id from public.comments c where c.id = (_metadata ->> 'content_id')::uuid)
  end
$$;
comment on function public.notification_post(jsonb) is
  'The post a mention notification points into: the post itself, or the post of the comment.';

create or replace function public.fold_repeated_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _actor uuid;
  _post uuid;
  _earlier uuid;
begin
  if new.type not in ('follow', 'mention') then
    return new;
  end if;
  _actor := public.notification_actor(new.type, new.metadata);
  if _actor is null then
    return new;
  end if;
  if new.type = 'mention' then
    _post := public.notification_post(new.metadata);
  end if;

  -- A member has few unread notifications, so working the actor out per row is cheap.
  select n.id into _earlier
    from public.notifications n
   where n.user_id = new.user_id
     and not n.read
     and n.type = new.type
     and public.notification_actor(n.type, n.metadata) = _actor
     and (new.type = 'follow' or public.notification_post(n.metadata) = _post)
   order by n.created_at desc
   limit 1
   for update;
  if _earlier is null then
    return new;
  end if;

  if new.type = 'mention' then
    update public.notifications
       set message = new.message, metadata = new.metadata
     where id = _earlier;
  end if;
  return null;
end;
$$;
comment on function public.fold_repeated_notification() is
  'Before a follow or mention notification: when the recipient has an unread follow from the same '
  'member, or an unread mention by the same member in the same post (or its comments), points that '
  'one at the latest mention and adds no new one.';

create trigger notifications_fold_repeats
  before insert on public.notifications
  for each row execute function public.fold_repeated_notification();

revoke execute on function public.member_write_limits(uuid) from public, anon, authenticated;
revoke execute on function public.count_mentions(text, uuid) from public, anon, authenticated;
revoke execute on function public.refuse_over_write_limit(text, integer, text) from public, anon, authenticated;
revoke execute on function public.enforce_write_limits() from public, anon, authenticated;
revoke execute on function public.notification_actor(text, jsonb) from public, anon, authenticated;
revoke execute on function public.notification_post(jsonb) from public, anon, authenticated;
revoke execute on function public.fold_repeated_notification() from public, anon, authenticated;
