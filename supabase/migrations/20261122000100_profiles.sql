-- Profiles and the username rules.
--
-- A profile is created by a trigger on auth.users from the sign-up metadata (username,
-- display_name), so it works the same on the local stack and on hosted Supabase. The username rule
-- lives in one immutable function used by the check constraint, the trigger and the
-- validate_username RPC. Usernames are unique case-insensitively.

create extension if not exists pg_trgm with schema extensions;

-- Username rule -------------------------------------------------------------------------------------
create or replace function public.is_valid_username(candidate text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(candidate ~ '^[A-Za-z0-9][A-Za-z0-9_]{2,29}$', false)
$$;
comment on function public.is_valid_username(text) is
  'The spec §5 username rule: 3-30 characters, letters, digits and underscore, starting with a letter or digit.';

-- Profiles ----------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  display_name text not null,
  bio text,
  avatar_url text,
  created_at timestamptz not null default now(),
  constraint profiles_username_format check (public.is_valid_username(username)),
  constraint profiles_display_name_length check (char_length(btrim(display_name)) between 1 and 100),
  constraint profiles_bio_length check (bio is null or char_length(bio) <= 1000),
  constraint profiles_avatar_url_format check (avatar_url is null or avatar_url ~ '^https?://')
);
comment on table public.profiles is
  'Public profile of every member (one per auth.users row), created from the sign-up metadata.';

create unique index profiles_username_lower_key on public.profiles (lower(username));
-- Profile pages look members up by their exact username.
create index profiles_username_idx on public.profiles (username);
-- Mention autocomplete searches usernames by case-insensitive contains.
create index profiles_username_trgm_idx on public.profiles using gin (username extensions.gin_trgm_ops);

alter table public.profiles enable row level security;

create policy "Profiles are readable by visitors"
  on public.profiles for select to anon using (true);
create policy "Profiles are readable by members"
  on public.profiles for select to authenticated using (true);
create policy "Members update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Profiles are created by the sign-up trigger and removed with the user, never by clients; members
-- change only the editable columns.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
grant update (username, display_name, bio, avatar_url) on public.profiles to authenticated;

-- RPCs --------------------------------------------------------------------------------------------
create or replace function public.validate_username(username_to_validate text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_valid_username(username_to_validate)
$$;
comment on function public.validate_username(text) is 'Spec §7: true when the username follows the §5 rule.';

create or replace function public.check_username_available(username_to_check text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles where lower(username) = lower(username_to_check)
  )
$$;
comment on function public.check_username_available(text) is
  'Spec §7: true when no profile has this username, compared case-insensitively.';

grant execute on function public.validate_username(text) to anon, authenticated;
grant execute on function public.check_username_available(text) to anon, authenticated;

-- Sign-up trigger ---------------------------------------------------------------------------------
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _username text := btrim(coalesce(new.raw_user_meta_data ->> 'username', ''));
  _display_name text := btrim(coalesce(new.raw_user_meta_data ->> 'display_name', ''));
begin
  if not public.is_valid_username(_username) then
    raise exception 'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.'
      using errcode = 'check_violation';
  end if;
  if exists (select 1 from public.profiles where lower(username) = lower(_username)) then
    raise exception 'Username is already taken. Please choose another one.'
      using errcode = 'unique_violation';
  end if;
  insert into public.profiles (id, username, display_name)
  values (new.id, _username, coalesce(nullif(left(_display_name, 100), ''), _username));
  return new;
exception
  -- Two sign-ups racing for one name: the unique index decides, with the same message.
  when unique_violation then
    raise exception 'Username is already taken. Please choose another one.'
      using errcode = 'unique_violation';
end;
$$;
comment on function public.handle_new_user() is
  'Creates the profile of a new auth.users row from raw_user_meta_data; a bad or taken username fails the sign-up.';

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
