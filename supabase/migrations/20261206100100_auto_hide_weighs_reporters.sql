-- Hiding by reports weighs who reports, and tells the author.
--
-- Content hid itself once moderation_settings.auto_hide_reporters (3) different members had open
-- reports on it, whoever they were: three accounts made a minute earlier could hide any post, and its
-- author could no longer edit it, with no moderator involved and nobody telling the author.
--
-- Now, as Discourse weighs flags by who raises them, only established reporters count toward that
-- number: a member whose stored trust level (user_reputation, 'new' without a row) is at least
-- moderation_settings.auto_hide_min_trust_level ('bronze') and whose account is at least
-- moderation_settings.auto_hide_min_account_days (7) days old. Reports from new members, or from
-- accounts younger than that, are still recorded, reach the moderation queue and are closed by a
-- moderator's decision like any other, but never hide anything however many there are. The age
-- matters as much as the level: a fresh account reaches bronze with one post. The settings cannot
-- be turned down to count new members.
--
-- When reports hide a post or comment, its author is told (a 'moderation' notification, outcome
-- 'hidden', as a moderator's hide); a moderator's restore or dismiss puts it back and tells them, as
-- for content a moderator hid.

alter table public.moderation_settings
  add column auto_hide_min_trust_level text not null default 'bronze',
  add column auto_hide_min_account_days integer not null default 7,
  add constraint moderation_settings_auto_hide_min_trust_level_known
    check (auto_hide_min_trust_level in ('bronze', 'silver', 'gold', 'platinum')),
  add constraint moderation_settings_auto_hide_min_account_days_not_negative
    check (auto_hide_min_account_days >= 0);

comment on table public.moderation_settings is
  'One row of moderation settings: how many different established members (trust level and account '
  'age at least the two minimums here) must report something before it is hidden until a moderator looks.';
comment on column public.moderation_settings.auto_hide_reporters is
  'How many different established members with open reports hide a post or comment until a moderator looks.';
comment on column public.moderation_settings.auto_hide_min_trust_level is
  'The lowest stored trust level whose reports count toward hiding (never new).';
comment on column public.moderation_settings.auto_hide_min_account_days is
  'How many days old an account must be for its reports to count toward hiding.';

-- Hides content that enough established members reported and nobody has looked at yet.
create or replace function public.auto_hide_reported_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _levels constant text[] := array['new', 'bronze', 'silver', 'gold', 'platinum'];
  _settings public.moderation_settings;
  _reporters integer;
  _already_hidden boolean;
  _author uuid;
begin
  select * into _settings from public.moderation_settings;
  select count(distinct r.reporter_id) into _reporters
    from public.reports r
    join public.profiles p on p.id = r.reporter_id
    left join public.user_reputation u on u.user_id = r.reporter_id
   where r.target_type = new.target_type and r.target_id = new.target_id and r.resolved_at is null
     and p.created_at <= now() - make_interval(days => coalesce(_settings.auto_hide_min_account_days, 7))
     and array_position(_levels, coalesce(u.trust_level, 'new'))
         >= array_position(_levels, coalesce(_settings.auto_hide_min_trust_level, 'bronze'));
  if _reporters < coalesce(_settings.auto_hide_reporters, 3) then
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

  _author := public.set_content_hidden(new.target_type, new.target_id, true);
  insert into public.moderation_actions (moderator_id, target_type, target_id, action, note)
  values (null, new.target_type, new.target_id, 'auto_hide',
          _reporters || ' established members reported it; hidden until a moderator looks.');
  insert into public.notifications (user_id, type, title, message, metadata)
  values (_author, 'moderation', 'Hidden after reports',
          'Your ' || new.target_type || ' was hidden after several members reported it. '
          || 'A moderator will look at it and put it back if it breaks no rules.',
          jsonb_build_object('content_type', new.target_type || 's', 'content_id', new.target_id,
                             'outcome', 'hidden'));
  return null;
end;
$$;
comment on function public.auto_hide_reported_content() is
  'After a report: once the different open reporters of established standing (trust level and account '
  'age per moderation_settings) reach auto_hide_reporters, hides the content and tells its author.';
