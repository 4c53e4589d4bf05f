-- A stand-in for the one supautils rule the project's migrations rely on: hosted Supabase lets
-- `postgres` create and drop policies on the Auth and Storage tables (supautils' `policy_grants`) and
-- drop triggers on auth.users (`drop_trigger_grants`), although it does not own them. supautils is a C
-- extension that cannot be loaded here, so an event trigger lends `postgres` the owning roles for the
-- length of one such command and takes them back when it ends (or with its transaction, if it fails).
-- Every other command, and every other role, gets nothing. The static scan of the migrations limits
-- which tables those commands may name.
create schema hosted_check;
revoke all on schema hosted_check from public;

create function hosted_check.caller() returns text
language sql stable set search_path = '' as $$
  -- Inside a security definer function current_user is the owner; the `role` setting still names the
  -- role the session switched to, and session_user the one it logged in as.
  select case when pg_catalog.current_setting('role') = 'none' then session_user::text
              else pg_catalog.current_setting('role') end
$$;

create function hosted_check.lend_owner_roles() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if hosted_check.caller() = 'postgres' then
    if tg_tag = 'DROP TRIGGER' then
      grant supabase_auth_admin to postgres;
    else
      grant supabase_auth_admin, supabase_storage_admin to postgres;
    end if;
  end if;
end
$$;

create function hosted_check.take_back_owner_roles() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if hosted_check.caller() = 'postgres' then
    revoke supabase_auth_admin, supabase_storage_admin from postgres;
  end if;
end
$$;

create event trigger hosted_check_lend_owner_roles on ddl_command_start
  when tag in ('CREATE POLICY', 'DROP POLICY', 'DROP TRIGGER')
  execute function hosted_check.lend_owner_roles();
create event trigger hosted_check_take_back_owner_roles on ddl_command_end
  when tag in ('CREATE POLICY', 'DROP POLICY', 'DROP TRIGGER')
  execute function hosted_check.take_back_owner_roles();
