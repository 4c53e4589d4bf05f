-- Platform set-up, default privileges: hosted Supabase grants the API roles everything `postgres`
-- creates in `public`, so row-level security, not grants, decides who sees what. Applies to the role
-- that runs it: the one that then applies supabase/migrations. Idempotent.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;
