-- The roles of a hosted Supabase project, created once per throwaway cluster by the hosted check as its
-- bootstrap superuser `supabase_admin`. `postgres` is demoted: no superuser, not a member of the Auth or
-- Storage admin roles, so it can use but never redefine what those servers own.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

create role supabase_auth_admin login noinherit createrole noreplication;
create role supabase_storage_admin login noinherit createrole noreplication;
-- supautils' own role; without supautils it carries no rights, as on hosted Supabase outside its hooks.
create role supabase_superuser nologin;

create role postgres login nosuperuser createdb createrole replication bypassrls;
grant anon, authenticated, service_role, pg_monitor, pg_read_all_data, pg_signal_backend,
  supabase_superuser to postgres;
