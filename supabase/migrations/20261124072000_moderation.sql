-- Moderation: moderators, hiding and restoring posts and comments, the outcome of reports, an
-- append-only audit log, and hiding content that several members reported until a moderator looks.
--
-- Who is a moderator is a row in public.moderators, which only the service role (or SQL) writes:
-- members have no write grant on it and cannot set their own app_metadata either. Every moderator
-- action is a SECURITY DEFINER function that checks public.is_moderator() first.
--
-- Hidden content stays in its table (so that it can be restored) with hidden_at set. Row-level
-- security shows it only to its author and to moderators; feed_cards (feed and search) leaves it out
-- for everyone, and feed_posts carries hidden_at so that the author's post page can say it was
-- removed. A hidden comment stops counting towards its post's counters and comment summary.

-- Moderators -------------------------------------------------------------------------------------
create table public.moderators (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.moderators is
  'Members who moderate; written only by the service role, each member may read their own row.';

alter table public.moderators enable row level security;

create policy "Members see whether they moderate"
  on public.moderators for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.moderators from anon, authenticated;
grant select on public.moderators to authenticated;

create function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.moderators where user_id = (select auth.uid()))
$$;
comment on function public.is_moderator() is 'Whether the signed-in member is a moderator.';

revoke execute on function public.is_moderator() from public;
grant execute on function public.is_moderator() to anon, authenticated, service_role;

-- Settings ---------------------------------------------------------------------------------------
create table public.moderation_settings (
  id boolean primary key default true,
  auto_hide_reporters integer not null default 3,
  constraint moderation_settings_single_row check (id),
  constraint moderation_settings_auto_hide_reporters_positive check (auto_hide_reporters > 0)
);
comment on table public.moderation_settings is
  'One row of moderation settings: how many different members must report something before it is hidden until a moderator looks.';

insert into public.moderation_settings (id) values (true);

alter table public.moderation_settings enable row level security;

create policy "Moderators read the moderation settings"
  on public.moderation_settings for select to authenticated
  using ((select public.is_moderator()));

revoke all on public.moderation_settings from anon, authenticated;
grant select on public.moderation_settings to authenticated;

-- Hidden posts and comments ----------------------------------------------------------------------
alter table public.posts add column hidden_at timestamptz;
alter table public.comments add column hidden_at timestamptz;

drop policy "Posts are readable by visitors" on public.posts;
drop policy "Posts are readable by members" on public.posts;
create policy "Posts are readable by visitors unless hidden"
  on public.posts for select to anon using (hidden_at is null);
create policy "Posts are readable by members unless hidden"
  on public.posts for select to authenticated
  using (hidden_at is null or user_id = (select auth.uid()) or (select public.is_moderator()));

drop policy "Comments are readable by visitors" on public.comments;
drop policy "Comments are readable by members" on public.comments;
create policy "Comments are readable by visitors unless hidden"
  on public.comments for select to anon using (hidden_at is null);
create policy "Comments are readable by members unless hidden"
  on public.comments for select to authenticated
  using (hidden_at is null or user_id = (select auth.uid()) or (select public.is_moderator()));

-- A hidden comment is not counted: it leaves its counter when hidden and comes back when restored.
create or replace function public.maintain_comment_counters()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.hidden_at is null then
    perform public.apply_comment_to_counters(old, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') and new.hidden_at is null then
    perform public.apply_comment_to_counters(new, 1);
  end if;
  return null;
end;
$$;

drop trigger comments_maintain_counters on public.comments;
create trigger comments_maintain_counters
  after insert or delete or update of post_id, comment_type, parent_id, hidden_at on public.comments
  for each row execute function public.maintain_comment_counters();

-- A hidden comment's words left the summary when it was hidden; an edit of it does not bring them back.
create or replace function public.comments_after_delete_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.remove_comments_from_summary(
    array(select c::public.comments from deleted_comments c where c.hidden_at is null)
  );
  return null;
end;
$$;

create or replace function public.comments_after_update_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.hidden_at is null then
    perform public.remove_comments_from_summary(array[old]);
  end if;
  if new.hidden_at is null then
    perform public.add_comments_to_summary(array[new]);
  end if;
  return null;
end;
$$;

-- Feed and search never show hidden posts, not even to their author or a moderator.
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
  from public.posts p
 where p.hidden_at is null;

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
       p.edited_at,
       p.hidden_at
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
       c.edited_at,
       c.hidden_at
  from public.comments c
  left join public.profiles a on a.id = c.user_id
  left join public.user_reputation r on r.user_id = c.user_id;

-- Search reads posts directly for its first window, so it leaves hidden posts out there too.
create or replace function public.search_feed_cards(
  _search text,
  _category text default null,
  _hashtags text[] default null,
  _sort text default 'newest',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.feed_cards
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- Each order matches an index on posts (20261122000200_posts.sql); id breaks ties.
  sort_order text := case _sort
    when 'oldest' then 'created_at asc, id asc'
    when 'most_liked' then 'like_count desc, created_at desc, id desc'
    when 'most_griped' then 'gripe_count desc, created_at desc, id desc'
    when 'most_discussed' then 'discussion_count desc, created_at desc, id desc'
    else 'created_at desc, id desc'
  end;
  narrowing text := '';
  page_offset integer := greatest(coalesce(_offset, 0), 0);
  page_size integer := least(greatest(coalesce(_limit, 12), 0), 100);
  window_size integer := greatest(1000, (page_offset + page_size) * 10);
  page_ids uuid[];
begin
  if _category is not null then
    narrowing := narrowing || ' and category = $2';
  end if;
  if cardinality(_hashtags) > 0 then
    narrowing := narrowing || ' and hashtags && $3';
  end if;

  execute format(
    'select array_agg(id) from (
       select id from (
         select id, title, description, created_at, like_count, gripe_count, discussion_count
           from public.posts where hidden_at is null %1$s order by %2$s limit $4
       ) newest_window
        where title ilike $1 or description ilike $1
        order by %2$s offset $5 limit $6
     ) page',
    narrowing, sort_order)
    into page_ids
    using pattern, _category, _hashtags, window_size, page_offset, page_size;

  if coalesce(cardinality(page_ids), 0) = page_size then
    return query execute format(
      'select * from public.feed_cards where id = any($1) order by %s', sort_order)
      using page_ids;
  else
    return query execute format(
      'select * from public.feed_cards
        where (title ilike $1 or description ilike $1) %1$s
        order by %2$s offset $4 limit $5',
      narrowing, sort_order)
      using pattern, _category, _hashtags, page_offset, page_size;
  end if;
end;
$$;

-- Profile counts: a hidden post or comment no longer counts for anyone.
create or replace view public.profile_stats
with (security_invoker = true)
as
select p.id,
       p.username,
       (select count(*) from public.posts x where x.user_id = p.id and x.hidden_at is null)::integer
         as posts_count,
       (select count(*) from public.comments x
         where x.user_id = p.id and x.comment_type = 'like' and x.hidden_at is null)::integer as likes_given,
       (select count(*) from public.comments x
         where x.user_id = p.id and x.comment_type = 'gripe' and x.hidden_at is null)::integer as gripes_given,
       (select count(*) from public.user_follows x where x.following_id = p.id)::integer as follower_count,
       (select count(*) from public.user_follows x where x.follower_id = p.id)::integer as following_count
  from public.profiles p;

-- Reports ----------------------------------------------------------------------------------------
alter table public.reports
  add column resolved_at timestamptz,
  add column resolution text,
  add constraint reports_resolution_known check (
    (resolved_at is null and resolution is null)
    or (resolved_at is not null and resolution in ('dismissed', 'hidden', 'restored'))
  );

create index reports_open_target_idx on public.reports (target_type, target_id) where resolved_at is null;

-- Members still read no reports, their own included; they hear the outcome as a notification.
create policy "Moderators read reports"
  on public.reports for select to authenticated
  using ((select public.is_moderator()));

grant select on public.reports to authenticated;

-- Audit log --------------------------------------------------------------------------------------
create table public.moderation_actions (
  id uuid primary key default gen_random_uuid(),
  moderator_id uuid,
  target_type text not null,
  target_id uuid not null,
  action text not null,
  note text,
  created_at timestamptz not null default now(),
  constraint moderation_actions_target_type_known check (target_type in ('post', 'comment')),
  constraint moderation_actions_action_known check (action in ('dismiss', 'hide', 'restore', 'auto_hide')),
  constraint moderation_actions_note_length check (note is null or char_length(note) <= 2000)
);
comment on table public.moderation_actions is
  'Every moderation action, with who took it (none for an automatic hide) and their note; never changed or deleted.';

create index moderation_actions_target_idx on public.moderation_actions (target_type, target_id, created_at desc);

alter table public.moderation_actions enable row level security;

create policy "Moderators read the moderation log"
  on public.moderation_actions for select to authenticated
  using ((select public.is_moderator()));

revoke all on public.moderation_actions from anon, authenticated;
grant select on public.moderation_actions to authenticated;

create function public.refuse_moderation_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The moderation log cannot be changed.' using errcode = '42501';
end;
$$;
comment on function public.refuse_moderation_log_change() is
  'Refuses every update and delete of the moderation log, the service role''s included.';

create trigger moderation_actions_append_only
  before update or delete on public.moderation_actions
  for each row execute function public.refuse_moderation_log_change();

revoke execute on function public.refuse_moderation_log_change() from public, anon, authenticated;

-- Notifications of outcomes ----------------------------------------------------------------------
alter table public.notifications drop constraint notifications_type_known;
alter table public.notifications add constraint notifications_type_known
  check (type in ('follow', 'mention', 'like', 'comment', 'moderation'));

-- Hides or shows a post or comment; the summary of a post's comments follows a comment.
create function public.set_content_hidden(_target_type text, _target_id uuid, _hidden boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  _comment public.comments;
  _author uuid;
begin
  if _target_type = 'post' then
    update public.posts
       set hidden_at = case when _hidden then coalesce(hidden_at, now()) end
     where id = _target_id
    returning user_id into _author;
    return _author;
  end if;

  select * into _comment from public.comments where id = _target_id;
  if not found then
    return null;
  end if;
  if _hidden and _comment.hidden_at is null then
    perform public.remove_comments_from_summary(array[_comment]);
  elsif not _hidden and _comment.hidden_at is not null then
    perform public.add_comments_to_summary(array[_comment]);
  end if;
  update public.comments
     set hidden_at = case when _hidden then coalesce(hidden_at, now()) end
   where id = _target_id;
  return _comment.user_id;
end;
$$;
comment on function public.set_content_hidden(text, uuid, boolean) is
  'Hides or shows a post or comment and returns its author (null when it is gone).';

-- Hides content that enough different members reported and nobody has looked at yet.
create function public.auto_hide_reported_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _reporters integer;
  _threshold integer;
  _already_hidden boolean;
begin
  select auto_hide_reporters into _threshold from public.moderation_settings;
  select count(distinct reporter_id) into _reporters
    from public.reports
   where target_type = new.target_type and target_id = new.target_id and resolved_at is null;
  if _reporters < coalesce(_threshold, 3) then
    return null;
  end if;

  if new.target_type = 'post' then
    select hidden_at is not null into _already_hidden from public.posts where id = new.target_id;
  else
    select hidden_at is not null into _already_hidden from public.comments where id = new.target_id;
  end if;
  if _already_hidden is distinct from false then
    return null;
  end if;

  perform public.set_content_hidden(new.target_type, new.target_id, true);
  insert into public.moderation_actions (moderator_id, target_type, target_id, action, note)
  values (null, new.target_type, new.target_id, 'auto_hide',
          _reporters || ' members reported it; hidden until a moderator looks.');
  return null;
end;
$$;
comment on function public.auto_hide_reported_content() is
  'After a report: hides the content once the number of different open reporters reaches the setting.';

create trigger reports_auto_hide
  after insert on public.reports
  for each row execute function public.auto_hide_reported_content();

revoke execute on function public.set_content_hidden(text, uuid, boolean) from public, anon, authenticated;
revoke execute on function public.auto_hide_reported_content() from public, anon, authenticated;

-- Moderator actions ------------------------------------------------------------------------------
-- dismiss: the reports were unfounded; content hidden by reports comes back.
-- hide: the content goes for everyone but its author, who is told.
-- restore: hidden content comes back, and its author is told.
-- Open reports on the target are closed with the outcome and their reporters are told.
create function public.moderate_content(
  _target_type text,
  _target_id uuid,
  _action text,
  _note text default null
)
returns public.moderation_actions
language plpgsql
security definer
set search_path = ''
as $$
declare
  _moderator uuid := (select auth.uid());
  _was_hidden boolean;
  _author uuid;
  _label text;
  _resolution text;
  _author_message text;
  _reporter_message text;
  _entry public.moderation_actions;
begin
  if not public.is_moderator() then
    raise exception 'Only moderators can do that.' using errcode = '42501';
  end if;
  if _target_type not in ('post', 'comment') then
    raise exception 'Unknown kind of content: %', _target_type using errcode = '22023';
  end if;
  if _action not in ('dismiss', 'hide', 'restore') then
    raise exception 'Unknown moderation action: %', _action using errcode = '22023';
  end if;

  if _target_type = 'post' then
    select hidden_at is not null, user_id into _was_hidden, _author from public.posts where id = _target_id;
    _label := 'post';
  else
    select hidden_at is not null, user_id into _was_hidden, _author from public.comments where id = _target_id;
    _label := 'comment';
  end if;
  if _author is null then
    raise exception 'That % is gone.', _label using errcode = 'P0002';
  end if;

  if _action = 'hide' then
    perform public.set_content_hidden(_target_type, _target_id, true);
    _resolution := 'hidden';
    _author_message := 'Your ' || _label || ' was removed by a moderator.';
    _reporter_message := 'Thanks for your report. A moderator removed the ' || _label || '.';
  elsif _action = 'restore' then
    perform public.set_content_hidden(_target_type, _target_id, false);
    _resolution := 'restored';
    if _was_hidden then
      _author_message := 'A moderator looked at your ' || _label || ' and put it back.';
    end if;
    _reporter_message := 'Thanks for your report. A moderator looked and kept the ' || _label || ' up.';
  else
    _resolution := 'dismissed';
    if _was_hidden then
      perform public.set_content_hidden(_target_type, _target_id, false);
      _author_message := 'A moderator looked at your ' || _label || ' and put it back.';
    end if;
    _reporter_message := 'Thanks for your report. A moderator looked and kept the ' || _label || ' up.';
  end if;

  insert into public.notifications (user_id, type, title, message, metadata)
  select distinct r.reporter_id, 'moderation', 'Your report was reviewed', _reporter_message,
         jsonb_build_object('content_type', _label || 's', 'content_id', _target_id, 'outcome', _resolution)
    from public.reports r
   where r.target_type = _target_type and r.target_id = _target_id and r.resolved_at is null;

  update public.reports
     set resolved_at = now(), resolution = _resolution
   where target_type = _target_type and target_id = _target_id and resolved_at is null;

  if _author_message is not null then
    insert into public.notifications (user_id, type, title, message, metadata)
    values (_author, 'moderation',
            case when _action = 'hide' then 'Removed by a moderator' else 'Back up' end,
            _author_message,
            jsonb_build_object('content_type', _label || 's', 'content_id', _target_id, 'outcome', _resolution));
  end if;

  insert into public.moderation_actions (moderator_id, target_type, target_id, action, note)
  values (_moderator, _target_type, _target_id, _action, nullif(btrim(coalesce(_note, '')), ''))
  returning * into _entry;
  return _entry;
end;
$$;
comment on function public.moderate_content(text, uuid, text, text) is
  'A moderator dismisses the reports on, hides or restores a post or comment, with an optional note.';

revoke execute on function public.moderate_content(text, uuid, text, text) from public, anon;
grant execute on function public.moderate_content(text, uuid, text, text) to authenticated;

-- The moderation queue: one row per reported post or comment with open reports, newest report first.
create function public.moderation_queue()
returns table (
  target_type text,
  target_id uuid,
  author_id uuid,
  author_username text,
  reported_text text,
  hidden_at timestamptz,
  report_count integer,
  reasons text[],
  details text[],
  newest_report_at timestamptz,
  last_note text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception 'Only moderators can do that.' using errcode = '42501';
  end if;
  return query
  select r.target_type,
         r.target_id,
         coalesce(p.user_id, c.user_id),
         a.username,
         coalesce(p.title || coalesce(E'\n\n' || p.description, ''), c.content),
         coalesce(p.hidden_at, c.hidden_at),
         count(*)::integer,
         array_agg(distinct r.reason order by r.reason),
         array_remove(array_agg(r.admin_notes order by r.created_at desc), null),
         max(r.created_at),
         (select m.note from public.moderation_actions m
           where m.target_type = r.target_type and m.target_id = r.target_id and m.note is not null
           order by m.created_at desc limit 1)
    from public.reports r
    left join public.posts p on r.target_type = 'post' and p.id = r.target_id
    left join public.comments c on r.target_type = 'comment' and c.id = r.target_id
    left join public.profiles a on a.id = coalesce(p.user_id, c.user_id)
   where r.resolved_at is null
   group by r.target_type, r.target_id, p.user_id, p.title, p.description, p.hidden_at,
            c.user_id, c.content, c.hidden_at, a.username
   order by max(r.created_at) desc;
end;
$$;
comment on function public.moderation_queue() is
  'For moderators: open reports grouped by the reported post or comment, newest report first.';

revoke execute on function public.moderation_queue() from public, anon;
grant execute on function public.moderation_queue() to authenticated;
