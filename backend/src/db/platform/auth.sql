-- Platform set-up, Auth part: the tables and functions hosted Supabase's Auth server creates in its own
-- migrations (owned by `supabase_auth_admin` there), reduced to the columns the local auth service
-- uses. Applied by the local stack before supabase/migrations; idempotent.

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- Columns added to auth.users by later Auth server migrations; databases made before these lines
-- were part of the table get them here.
alter table auth.users add column if not exists email_change_token_new varchar(255) default '';
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where email is not null;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);
create index if not exists users_email_change_token_new_idx on auth.users (email_change_token_new);
create index if not exists users_email_change_token_current_idx on auth.users (email_change_token_current);
comment on table auth.users is 'Auth: stores user login data within a secure schema.';

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
comment on table auth.identities is 'Auth: stores identities associated to a user.';

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
comment on table auth.sessions is 'Auth: stores session data associated to a user.';

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
comment on table auth.refresh_tokens is 'Auth: store of tokens used to refresh JWT tokens once they expire.';

-- Multi-factor sign-in (TOTP; phone and WebAuthn are off): the factors a user enrolled, the challenges
-- made against them, and the methods each session was signed in with, which decide its aal. Names,
-- types and columns as the Auth server's own migrations make them; like every Auth table, no grant
-- to anon or authenticated, so the TOTP secrets are read by the auth service alone.
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception
  when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception
  when duplicate_object then null;
end
$$;
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz unique default null
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
-- The TOTP step of the last code accepted for the factor: a code of that step or an earlier one is
-- refused, so a code of the next step (accepted early, within the window) is not good twice.
alter table auth.mfa_factors add column if not exists last_accepted_step bigint;

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';

create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- The factor whose verification raised a session to aal2 (cleared when that factor is unenrolled).
alter table auth.sessions add column if not exists factor_id uuid;
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);

-- PKCE: a flow started with a code challenge; following the mailed link gives it an auth code, which
-- POST /token?grant_type=pkce trades, with the verifier, for a session.
do $$
begin
  create type auth.code_challenge_method as enum ('s256', 'plain');
exception
  when duplicate_object then null;
end
$$;
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
comment on table auth.flow_state is 'Stores metadata for all OAuth/SSO login flows';

-- Guarded rather than `create or replace`: a function that exists keeps its owner and body.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'uid') then
    create function auth.uid() returns uuid language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'role') then
    create function auth.role() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
      )::text
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'jwt') then
    create function auth.jwt() returns jsonb language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $f$;
  end if;
end
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- What hosted Supabase gives a demoted `postgres` on the Auth tables: their rows, and triggers on
-- auth.users (a project's sign-up trigger), never their definition.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'postgres' and not rolsuper) then
    grant select, insert, update, delete, truncate, references on all tables in schema auth to postgres;
    grant usage, select on all sequences in schema auth to postgres;
    grant trigger on auth.users to postgres;
    grant execute on function auth.uid(), auth.role(), auth.jwt() to postgres;
  end if;
end
$$;
