-- Platform set-up, superuser part: what hosted Supabase's own images create before any project
-- migration runs (its bootstrap superuser `supabase_admin`). Applied by the local stack before
-- supabase/migrations; every statement is idempotent, so a database that has it already is unchanged.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    -- The local stack sets the password at start-up, never in a file.
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;

grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;

-- On a server laid out as hosted Supabase is (its admin roles exist and `postgres` is not a
-- superuser: the hosted check), the schemas belong to the servers that fill them, and `postgres` may
-- create in its database and in `public` but not in `auth` or `storage`. A local server has none of these roles.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    alter schema auth owner to supabase_auth_admin;
  end if;
  if exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    alter schema storage owner to supabase_storage_admin;
  end if;
  if exists (select 1 from pg_roles where rolname = 'postgres' and not rolsuper) then
    execute format('grant create, temporary, connect on database %I to postgres', current_database());
    grant usage on schema extensions, auth, storage to postgres;
    grant usage, create on schema public to postgres;
  end if;
end
$$;
