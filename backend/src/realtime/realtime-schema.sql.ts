/**
 * The database side of local Realtime, installed by the service at start (idempotent, local stack only;
 * hosted Supabase reads the WAL instead). A row trigger on every table of the `supabase_realtime`
 * publication sends the change with `pg_notify`; an event trigger re-attaches the triggers whenever a
 * publication changes, so tables added by later migrations are picked up. Chosen over logical
 * replication because it needs no `wal_level = logical` and works the same on every PostgreSQL server.
 */
export const realtimeSchemaSql = `
create schema if not exists realtime;
revoke all on schema realtime from public;

-- NOTIFY payloads are capped at 8000 bytes: a bigger row is sent as its primary key and re-read.
create or replace function realtime.broadcast_change() returns trigger
language plpgsql security definer set search_path = '' as $fn$
declare
  payload jsonb;
  key_columns text[];
begin
  payload := pg_catalog.jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', pg_catalog.to_char(pg_catalog.clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end);
  if pg_catalog.octet_length(payload::text) > 7800 then
    select pg_catalog.array_agg(a.attname::text) into key_columns
      from pg_catalog.pg_index i
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = tg_relid and i.indisprimary;
    payload := payload || pg_catalog.jsonb_build_object(
      'truncated', true,
      'record', case when tg_op <> 'DELETE' then
        (select pg_catalog.jsonb_object_agg(k, v) from pg_catalog.jsonb_each(payload -> 'record') e(k, v)
          where k = any(key_columns)) end,
      'old_record', case when tg_op <> 'INSERT' then
        (select pg_catalog.jsonb_object_agg(k, v) from pg_catalog.jsonb_each(payload -> 'old_record') e(k, v)
          where k = any(key_columns)) end);
  end if;
  perform pg_catalog.pg_notify('realtime_changes', payload::text);
  return null;
end
$fn$;

create or replace function realtime.sync_publication_triggers() returns void
language plpgsql security definer set search_path = '' as $fn$
declare
  target regclass;
begin
  for target in
    select pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_catalog.pg_publication_tables p
     where p.pubname = 'supabase_realtime'
       and not exists (select 1 from pg_catalog.pg_trigger t
                        where t.tgname = 'realtime_broadcast_change'
                          and t.tgrelid = pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass)
  loop
    execute pg_catalog.format('create trigger realtime_broadcast_change after insert or update or delete on %s
                               for each row execute function realtime.broadcast_change()', target);
  end loop;
  for target in
    select t.tgrelid::regclass from pg_catalog.pg_trigger t
     where t.tgname = 'realtime_broadcast_change'
       and t.tgrelid not in (select pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass
                               from pg_catalog.pg_publication_tables p where p.pubname = 'supabase_realtime')
  loop
    execute pg_catalog.format('drop trigger realtime_broadcast_change on %s', target);
  end loop;
  for target in
    select pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_catalog.pg_publication_tables p where p.pubname = 'supabase_realtime'
  loop
    perform realtime.define_visibility_check(target);
  end loop;
end
$fn$;

create or replace function realtime.on_ddl_command_end() returns event_trigger
language plpgsql security definer set search_path = '' as $fn$
begin
  if tg_tag like '%PUBLICATION%' or tg_tag = 'ALTER TABLE' then
    perform realtime.sync_publication_triggers();
  end if;
  -- Column lists the service caches may have changed.
  if tg_tag not like '%TRIGGER%' then
    perform pg_catalog.pg_notify('realtime_schema', tg_tag);
  end if;
end
$fn$;

do $do$
begin
  if not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'realtime_publication_sync') then
    create event trigger realtime_publication_sync on ddl_command_end
      execute function realtime.on_ddl_command_end();
  end if;
end
$do$;

-- "t.id = r.id and …" over the primary key of the table.
create or replace function realtime.primary_key_match(target regclass) returns text
language sql stable set search_path = '' as $fn$
  select pg_catalog.string_agg(pg_catalog.format('t.%1$I = r.%1$I', a.attname), ' and ')
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
   where i.indrelid = target and i.indisprimary
$fn$;

-- Replaces whatever the table holds under the row's key by the version the change carried (inside a
-- transaction the caller rolls back), so RLS judges exactly that version, as Realtime judges the WAL
-- tuple: a later update or a deletion (its old row) cannot change the answer.
create or replace function realtime.stage_row_version(target regclass, row_data jsonb) returns void
language plpgsql as $fn$
declare
  key_match text := realtime.primary_key_match(target);
  column_list text;
begin
  if key_match is null then
    raise exception 'realtime: table % has no primary key', target;
  end if;
  select pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into column_list
    from pg_catalog.pg_attribute a
   where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
  execute pg_catalog.format('delete from %s t using pg_catalog.jsonb_populate_record(null::%s, $1) r where %s',
                            target, target, key_match)
    using row_data;
  execute pg_catalog.format('insert into %s (%s) overriding system value select %s from pg_catalog.jsonb_populate_record(null::%s, $1)',
                            target, column_list, column_list, target)
    using row_data;
end
$fn$;

-- Writes realtime."visible_<table oid>"(row, claim sets): which claim sets may select the row under RLS.
-- Generated per table so that its query is static and PL/pgSQL keeps the plan (a plan is rebuilt
-- only when the role changes; callers sort claim sets by role). About 20 times faster than EXECUTE.
-- No SET clause on purpose: a function with one may not change the role. Callers roll back after.
create or replace function realtime.define_visibility_check(target regclass) returns void
language plpgsql as $fn$
declare
  key_match text;
begin
  select pg_catalog.string_agg(pg_catalog.format('t.%1$I = r.%1$I', a.attname), ' and ')
    into key_match
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
   where i.indrelid = target and i.indisprimary;
  if key_match is null then
    return;
  end if;
  execute pg_catalog.format($def$
    create or replace function realtime.%1$I(row_data jsonb, claim_sets jsonb[]) returns boolean[]
    language plpgsql as $body$
    declare
      r %2$s := pg_catalog.jsonb_populate_record(null::%2$s, row_data);
      claims jsonb;
      active_role text := '';
      seen boolean;
      result boolean[] := '{}';
    begin
      foreach claims in array claim_sets loop
        if claims ->> 'role' is distinct from active_role then
          active_role := claims ->> 'role';
          perform pg_catalog.set_config('role', active_role, true);
          perform pg_catalog.set_config('request.jwt.claim.role', active_role, true);
        end if;
        perform pg_catalog.set_config('request.jwt.claims', claims::text, true);
        perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true);
        begin
          select exists (select 1 from %2$s t where %3$s) into seen;
        exception when insufficient_privilege then
          seen := false;
        end;
        result := result || seen;
      end loop;
      return result;
    end
    $body$;
    revoke all on function realtime.%1$I(jsonb, jsonb[]) from public;
  $def$, 'visible_' || target::oid, target, key_match);
end
$fn$;

create or replace function realtime.visible_to(target regclass, row_data jsonb, claim_sets jsonb[])
returns boolean[] language plpgsql as $fn$
declare
  result boolean[];
begin
  execute pg_catalog.format('select realtime.%I($1, $2)', 'visible_' || target::oid) into result using row_data, claim_sets;
  return result;
end
$fn$;

-- One round trip per change: stages the row version, asks RLS for every claim set, then undoes it
-- all by failing the inner block on purpose (the result variable survives the rollback).
create or replace function realtime.check_change(target regclass, row_data jsonb, claim_sets jsonb[])
returns boolean[] language plpgsql as $fn$
declare
  result boolean[];
begin
  begin
    -- Replica mode keeps triggers (ours, foreign keys, cascades) from firing on the staged row.
    perform pg_catalog.set_config('session_replication_role', 'replica', true);
    perform realtime.stage_row_version(target, row_data);
    result := realtime.visible_to(target, row_data, claim_sets);
    raise exception using errcode = 'RTUND', message = 'realtime: undo the visibility check';
  exception when sqlstate 'RTUND' then
    null;
  end;
  return result;
end
$fn$;

revoke all on function realtime.visible_to(regclass, jsonb, jsonb[]) from public;
revoke all on function realtime.stage_row_version(regclass, jsonb) from public;
revoke all on function realtime.check_change(regclass, jsonb, jsonb[]) from public;
revoke all on function realtime.sync_publication_triggers() from public;
revoke all on function realtime.define_visibility_check(regclass) from public;

select realtime.sync_publication_triggers();
`;
