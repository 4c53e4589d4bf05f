-- Broadcast authorization and broadcast-from-database, as hosted Supabase Realtime defines them:
-- RLS policies on realtime.messages decide who may read (select) and write (insert) on a private
-- topic, with realtime.topic() naming the topic being checked; realtime.send(), realtime.send_binary()
-- and realtime.broadcast_changes() insert a message, which goes out once its transaction commits.
-- Persisted broadcasts are stored here too, and a private channel may replay a topic's messages.
-- Applied by the platform set-up before supabase/migrations and again by the realtime service at
-- start; idempotent. Hosted partitions the table by day; here it is one table, pruned when the
-- service starts.
create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default true,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages add column if not exists binary_payload bytea;
do $do$
begin
  if not exists (select 1 from pg_constraint where conname = 'messages_payload_exclusive'
                  and conrelid = 'realtime.messages'::regclass) then
    alter table realtime.messages add constraint messages_payload_exclusive
      check (payload is null or binary_payload is null) not valid;
  end if;
end
$do$;
create index if not exists messages_topic_index on realtime.messages (topic);
-- What a replay reads: a private topic's newest broadcasts.
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable as $fn$
  select nullif(current_setting('realtime.topic', true), '')::text;
$fn$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $fn$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$fn$;

-- Hosted replaced the first bytea overload of realtime.send by send_binary.
drop function if exists realtime.send(bytea, text, text, boolean);
create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void language plpgsql as $fn$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$fn$;

create or replace function realtime.broadcast_changes(topic_name text, event_name text, operation text,
  table_name text, table_schema text, new record, old record, level text default 'ROW')
returns void language plpgsql as $fn$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
                                   'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end
$fn$;

-- Local stand-in for Realtime's replication of this table: NOTIFY is delivered only on commit,
-- like the WAL, so the rows the authorization checks insert and roll back never go out.
create or replace function realtime.notify_message() returns trigger
language plpgsql security definer set search_path = '' as $fn$
begin
  -- A message the service stores for replay after delivering it itself (a persisted broadcast).
  if pg_catalog.current_setting('realtime.skip_broadcast', true) = 'on' then
    return null;
  end if;
  perform pg_catalog.pg_notify('realtime_messages', new.id::text);
  return null;
end
$fn$;
revoke all on function realtime.notify_message() from public;

create or replace trigger realtime_notify_message after insert on realtime.messages
  for each row execute function realtime.notify_message();
