-- Platform set-up, publication part: hosted Supabase creates the `supabase_realtime` publication and
-- gives it to `postgres`, so project migrations may add their tables to it. Applied by the local
-- stack before supabase/migrations; idempotent.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
