-- Moderation: moderators, hiding and restoring posts and comments, the outcome of reports, an
-- append-only audit log, and hiding content that several members reported until a moderator looks.
--
-- Who is a moderator is a row in public.moderators, which only the service role (or SQL) writes:
-- members have no write grant on it and cannot set their own app_metadata either. Every moderator
-- action is a SECURITY DEFINER function that checks public.is_moderator() first.
--
-- Hidden content stays in its table (so that it can be restored) with hidden_at set. Row-level
-- security shows it only to its author and to moderators, and the comments, hearts and comment
-- summary of a hidden post only to the post's author and moderators; feed_cards (feed and search)
-- leaves it out for everyone, and feed_posts carries hidden_at so that the author's post page can
-- say it was removed. Hidden content counts for nobody: not in its post's counters and comment
-- summary, profile counts or reputation, and hiding recomputes the author's reputation (and so
-- their trust level and write limits) at once. Its author can delete it but not edit it.
--
-- A moderator's note is kept in the log and added to the details (admin_notes) of each report the
-- decision closes, after the reporter's own words.

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

-- A comment is readable only where its post is: the subquery on posts runs under the reader's own
-- row-level security on posts, so the comments and replies of a hidden post stay with the post's
-- author and the moderators.
drop policy "Comments are readable by visitors" on public.comments;
drop policy "Comments are readable by members" on public.comments;
create policy "Comments are readable by visitors unless hidden"
  on public.comments for select to anon
  using (hidden_at is null and exists (select 1 from public.posts p where p.id = post_id));
create policy "Comments are readable by members unless hidden"
  on public.comments for select to authenticated
  using (
    (hidden_at is null or user_id = (select auth.uid()) or (select public.is_moderator()))
    and exists (select 1 from public.posts p where p.id = post_id)
  );

-- Hearts follow their comment: none of a comment the reader cannot see is readable or counted.
drop policy "Comment likes are readable by visitors" on public.comment_likes;
drop policy "Comment likes are readable by members" on public.comment_likes;
create policy "Comment likes are readable by visitors where the comment is"
  on public.comment_likes for select to anon
  using (exists (select 1 from public.comments c where c.id = comment_id));
create policy "Comment likes are readable by members where the comment is"
  on public.comment_likes for select to authenticated
  using (exists (select 1 from public.comments c where c.id = comment_id));

-- The counts and words of a post's comments are readable where the post is.
drop policy "Comment counts are readable by visitors" on public.post_written_comment_counts;
drop policy "Comment counts are readable by members" on public.post_written_comment_counts;
create policy "Comment counts are readable by visitors where the post is"
  on public.post_written_comment_counts for select to anon
  using (exists (select 1 from public.posts p where p.id = post_id));
create policy "Comment counts are readable by members where the post is"
  on public.post_written_comment_counts for select to authenticated
  using (exists (select 1 from public.posts p where p.id = post_id));
drop policy "Comment words are readable by visitors" on public.post_comment_words;
drop policy "Comment words are readable by members" on public.post_comment_words;
create policy "Comment words are readable by visitors where the post is"
  on public.post_comment_words for select to anon
  using (exists (select 1 from public.posts p where p.id = post_id));
create policy "Comment words are readable by members where the post is"
  on public.post_comment_words for select to authenticated
  using (exists (select 1 from public.posts p where p.id = post_id));

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

-- An author cannot edit what a moderator (or enough reports) hid; deleting it stays allowed.
create function public.refuse_hidden_content_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.hidden_at is null or new.hidden_at is null then
    return new;
  end if;
  -- A field of NEW is read only in its own table's branch.
  if tg_table_name = 'posts' then
    if (new.title, new.description, new.link_url, new.hashtags)
       is distinct from (old.title, old.description, old.link_url, old.hashtags) then
      raise exception 'This post was removed by a moderator and can no longer be edited.'
        using errcode = '42501';
    end if;
  elsif new.content is distinct from old.content then
    raise exception 'This comment was removed by a moderator and can no longer be edited.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.refuse_hidden_content_edit() is
  'Before a post or comment is updated: refuses to change the words of hidden content.';

revoke execute on function public.refuse_hidden_content_edit() from public, anon, authenticated;

create trigger posts_refuse_hidden_edit
  before update of title, description, link_url, hashtags on public.posts
  for each row execute function public.refuse_hidden_content_edit();
create trigger comments_refuse_hidden_edit
  before update of content on public.comments
  for each row execute function public.refuse_hidden_content_edit();

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

-- Reputation: hidden posts and comments count for nobody, neither as written nor as received.
create or replace function public.calculate_user_reputation(_user_id uuid)
returns public.user_reputation
language plpgsql
security definer
set search_path = ''
as $$
declare
  _age_days numeric;
  _posts integer;
  _likes_received integer;
  _gripes_received integer;
  _likes_given integer;
  _gripes_given integer;
  _written integer;
  _hearts_given integer;
  _followers integer;
  _actions integer;
  _active_days integer;
  _quality numeric; _authenticity numeric; _engagement numeric; _longevity numeric; _balance numeric;
  _overall numeric;
  _level text;
  _result public.user_reputation;
begin
  select greatest(extract(epoch from now() - created_at) / 86400, 0) into _age_days
    from public.profiles where id = _user_id;
  if _age_days is null then
    raise exception 'No profile with id %', _user_id using errcode = 'no_data_found';
  end if;

  select count(*) into _posts from public.posts where user_id = _user_id and hidden_at is null;
  select count(*) filter (where c.comment_type = 'like'), count(*) filter (where c.comment_type = 'gripe')
    into _likes_received, _gripes_received
    from public.comments c join public.posts p on p.id = c.post_id
   where p.user_id = _user_id and c.user_id <> _user_id and c.parent_id is null
     and p.hidden_at is null and c.hidden_at is null;
  _likes_received := _likes_received + (
    select count(*) from public.comment_likes l join public.comments c on c.id = l.comment_id
     where c.user_id = _user_id and l.user_id <> _user_id and c.hidden_at is null);
  select count(*) filter (where comment_type = 'like'), count(*) filter (where comment_type = 'gripe'),
         count(*) filter (where content <> '')
    into _likes_given, _gripes_given, _written
    from public.comments where user_id = _user_id and hidden_at is null;
  select count(*) into _hearts_given
    from public.comment_likes l join public.comments c on c.id = l.comment_id
   where l.user_id = _user_id and c.hidden_at is null;
  select count(*) into _followers from public.user_follows where following_id = _user_id;
  select count(*), count(distinct day) into _actions, _active_days from (
    select created_at::date as day from public.posts where user_id = _user_id and hidden_at is null
    union all
    select created_at::date from public.comments where user_id = _user_id and hidden_at is null
  ) as actions;

  _quality := least(100, _likes_received::numeric / greatest(_likes_given + _gripes_given, 1) * 100);
  _authenticity := least(100, _active_days::numeric / greatest(ceil(_actions / 5.0), 1) * 100);
  _engagement := least(100, 4 * _written + 2 * _hearts_given + 5 * _followers);
  _longevity := least(100, _age_days / 365 * 100);
  _balance := case when _likes_given + _gripes_given = 0 then 0
                   else (1 - abs(_likes_given - _gripes_given)::numeric / (_likes_given + _gripes_given)) * 100 end;
  _overall := 0.30 * _quality + 0.15 * _authenticity + 0.20 * _engagement + 0.15 * _longevity + 0.20 * _balance;

  _level := case
    when _age_days >= 180 and _posts >= 50 and _likes_received >= 200 and _overall >= 80 then 'platinum'
    when _age_days >= 60 and _posts >= 20 and _likes_received >= 50 and _overall >= 60 then 'gold'
    when _age_days >= 15 and _posts >= 5 and _likes_received >= 10 and _likes_given + _gripes_given >= 1 then 'silver'
    when _posts >= 1 or _likes_given + _gripes_given >= 3 then 'bronze'
    else 'new'
  end;

  insert into public.user_reputation as r (
    user_id, review_quality_score, activity_authenticity_score, community_engagement_score,
    longevity_score, balanced_perspective_score, overall_reputation, trust_level,
    total_likes_received, total_gripes_received, total_posts_count, total_reactions_given,
    avg_daily_activity
  ) values (
    _user_id, round(_quality, 2), round(_authenticity, 2), round(_engagement, 2),
    round(_longevity, 2), round(_balance, 2), round(_overall, 2), _level,
    _likes_received, _gripes_received, _posts, _likes_given + _gripes_given,
    round(_actions / greatest(_age_days, 1), 2)
  )
  on conflict (user_id) do update set
    review_quality_score = excluded.review_quality_score,
    activity_authenticity_score = excluded.activity_authenticity_score,
    community_engagement_score = excluded.community_engagement_score,
    longevity_score = excluded.longevity_score,
    balanced_perspective_score = excluded.balanced_perspective_score,
    overall_reputation = excluded.overall_reputation,
    trust_level = excluded.trust_level,
    total_likes_received = excluded.total_likes_received,
    total_gripes_received = excluded.total_gripes_received,
    total_posts_count = excluded.total_posts_count,
    total_reactions_given = excluded.total_reactions_given,
    avg_daily_activity = excluded.avg_daily_activity,
    updated_at = now()
  returning r.* into _result;
  return _result;
end;
$$;
comment on function public.calculate_user_reputation(uuid) is
  'RPC: recomputes and upserts the reputation of one member, leaving hidden posts and comments out; returns the stored row.';

-- Reports ----------------------------------------------------------------------------------------
alter table public.reports
  add column resolved_at timestamptz,
  add column resolution text,
  add constraint reports_resolution_known check (
    (resolved_at is null and resolution is null)
    or (resolved_at is not null and resolution in ('dismissed', 'hidden', 'restored'))
  );

-- A moderator's note on a decision is added to the details of each report the decision closes, as a
-- paragraph of its own after the reporter's words: a reporter writes up to 2,000 characters, a
-- closed report may carry "\n\nModerator: " (13 characters) and a note of up to 1,000 more.
alter table public.reports drop constraint reports_admin_notes_length;
alter table public.reports add constraint reports_admin_notes_length check (
  admin_notes is null
  or char_length(admin_notes) <= case when resolved_at is null then 2000 else 3013 end
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
    if _author is not null then
      perform public.calculate_user_reputation(_author);
    end if;
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
  perform public.calculate_user_reputation(_comment.user_id);
  -- A reaction on a post is reputation its author received.
  perform public.calculate_user_reputation(p.user_id)
     from public.posts p where p.id = _comment.post_id and p.user_id <> _comment.user_id;
  return _comment.user_id;
end;
$$;
comment on function public.set_content_hidden(text, uuid, boolean) is
  'Hides or shows a post or comment, recomputes its author''s reputation, and returns the author (null when it is gone).';

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
  _clean_note text := nullif(btrim(coalesce(_note, '')), '');
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
  if char_length(_clean_note) > 1000 then
    raise exception 'A note can be up to 1,000 characters. Please shorten it and try again.'
      using errcode = '22001';
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
     set resolved_at = now(),
         resolution = _resolution,
         admin_notes = case when _clean_note is null then admin_notes
                            else coalesce(admin_notes || E'\n\n', '') || 'Moderator: ' || _clean_note end
   where target_type = _target_type and target_id = _target_id and resolved_at is null;

  if _author_message is not null then
    insert into public.notifications (user_id, type, title, message, metadata)
    values (_author, 'moderation',
            case when _action = 'hide' then 'Removed by a moderator' else 'Back up' end,
            _author_message,
            jsonb_build_object('content_type', _label || 's', 'content_id', _target_id, 'outcome', _resolution));
  end if;

  insert into public.moderation_actions (moderator_id, target_type, target_id, action, note)
  values (_moderator, _target_type, _target_id, _action, _clean_note)
  returning * into _entry;
  return _entry;
end;
$$;
comment on function public.moderate_content(text, uuid, text, text) is
  'A moderator dismisses the reports on, hides or restores a post or comment, with an optional note '
  '(up to 1,000 characters) kept in the log and added to the details of the reports it closes.';

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
  last_note text,
  post_id uuid
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
           order by m.created_at desc limit 1),
         coalesce(p.id, c.post_id)
    from public.reports r
    left join public.posts p on r.target_type = 'post' and p.id = r.target_id
    left join public.comments c on r.target_type = 'comment' and c.id = r.target_id
    left join public.profiles a on a.id = coalesce(p.user_id, c.user_id)
   where r.resolved_at is null
   group by r.target_type, r.target_id, p.id, p.user_id, p.title, p.description, p.hidden_at,
            c.user_id, c.post_id, c.content, c.hidden_at, a.username
   order by max(r.created_at) desc;
end;
$$;
comment on function public.moderation_queue() is
  'For moderators: open reports grouped by the reported post or comment (with the post to open), newest report first.';

revoke execute on function public.moderation_queue() from public, anon;
grant execute on function public.moderation_queue() to authenticated;

-- The log as the moderation page lists it: each action with its moderator's username, the text of
-- what it was about, the post to open and whether that is hidden now (so that it can be restored).
-- Invoker's rights: the log's own policy lets only moderators read any of it.
create view public.moderation_log
with (security_invoker = true)
as
select m.id,
       m.created_at,
       m.action,
       m.target_type,
       m.target_id,
       m.note,
       m.moderator_id,
       mp.username as moderator_username,
       coalesce(p.id, c.post_id) as post_id,
       coalesce(p.title, c.content) as target_text,
       coalesce(p.hidden_at, c.hidden_at) as hidden_at
  from public.moderation_actions m
  left join public.profiles mp on mp.id = m.moderator_id
  left join public.posts p on m.target_type = 'post' and p.id = m.target_id
  left join public.comments c on m.target_type = 'comment' and c.id = m.target_id;
comment on view public.moderation_log is
  'For moderators: the moderation log with the moderator''s username, the post or comment text, its post and whether it is hidden now.';

revoke all on public.moderation_log from anon, authenticated;
grant select on public.moderation_log to authenticated, service_role;
