-- Moderators need two-factor sign-in: every moderator power needs a session at aal2, and the
-- database enforces it, not only the moderation page. A moderator's account can hide any post and
-- read every report, so a stolen password alone must not be enough.
--
-- public.is_moderator() is now true only for a listed member whose token says `aal` = 'aal2' (GoTrue
-- and hosted Supabase put the session's assurance level in the access token the same way). Every
-- moderator right goes through it and so follows: the policies on reports, moderation_actions (and
-- the moderation_log view over it), moderation_settings, and the "or a moderator" branch of the
-- posts and comments policies that shows hidden content. A moderator at aal1 keeps a member's
-- rights: public posts and comments, and their own content, hidden or not.
--
-- moderate_content and moderation_queue check through private.require_moderator(), which tells a
-- listed moderator at aal1 "Two-factor sign-in required for moderation." (42501) apart from a member
-- ("Only moderators can do that.", 42501 as before), so the page can ask for a code instead.
-- Their bodies are otherwise those of 20261124072000_moderation.sql.

create or replace function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true
     and (select auth.jwt() ->> 'aal') = 'aal2'
     and exists (select 1 from public.moderators where user_id = (select auth.uid()))
$$;
comment on function public.is_moderator() is
  'Whether the signed-in member is a moderator in a two-factor (aal2) session; never an anonymous user.';

create function private.require_moderator()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_moderator() then
    return;
  end if;
  if (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true
     and exists (select 1 from public.moderators where user_id = (select auth.uid())) then
    raise exception 'Two-factor sign-in required for moderation.'
      using errcode = '42501',
            hint = 'Sign in with the code from your authenticator app, or set up two-factor authentication on your profile.';
  end if;
  raise exception 'Only moderators can do that.' using errcode = '42501';
end;
$$;
comment on function private.require_moderator() is
  'Raises 42501 unless the caller is a moderator at aal2, saying when a moderator only lacks the two-factor sign-in.';

revoke execute on function private.require_moderator() from public, anon, authenticated;

create or replace function public.moderate_content(
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
  perform private.require_moderator();
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

create or replace function public.moderation_queue()
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
  perform private.require_moderator();
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
