-- After the migrations and seed ran as `postgres`: the Auth and Storage tables still belong to their
-- admin roles, the lent roles were taken back, and the project's tables belong to `postgres`.
do $$
declare
  problems text[] := array[]::text[];
begin
  select problems || array_agg(format('%s.%s is owned by %s', n.nspname, c.relname, pg_get_userbyid(c.relowner)))
    into problems
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'v', 'm', 'S', 'i')
     and ((n.nspname = 'auth' and pg_get_userbyid(c.relowner) <> 'supabase_auth_admin')
       or (n.nspname = 'storage' and pg_get_userbyid(c.relowner) <> 'supabase_storage_admin')
       or (n.nspname = 'public' and pg_get_userbyid(c.relowner) <> 'postgres'));
  if pg_has_role('postgres', 'supabase_auth_admin', 'member')
     or pg_has_role('postgres', 'supabase_storage_admin', 'member') then
    problems := problems || 'postgres is still a member of an admin role'::text;
  end if;
  if (select rolsuper from pg_roles where rolname = 'postgres') then
    problems := problems || 'postgres is a superuser'::text;
  end if;
  if coalesce(array_length(problems, 1), 0) > 0 then
    raise exception 'ownership check failed: %', array_to_string(problems, '; ');
  end if;
end
$$;
