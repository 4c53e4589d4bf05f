import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findForbiddenStatements } from './migration-statements.scan.ts';

const targets = (sql: string) => findForbiddenStatements(sql).map((f) => f.target);

test('planted statements that hosted Supabase refuses to postgres are found', () => {
  const planted: Array<[string, string]> = [
    ['alter table auth.users add column if not exists nickname text;', 'auth.users'],
    ['create index if not exists users_nick_idx on auth.users (nickname);', 'auth.users'],
    ['create unique index on storage.objects (name);', 'storage.objects'],
    ["comment on table storage.buckets is 'Buckets';", 'storage.buckets'],
    ['alter table storage.objects enable row level security;', 'storage.objects'],
    ['create table if not exists auth.audit (id int);', 'auth.audit'],
    [
      'create or replace function auth.uid() returns uuid language sql as $$ select null $$;',
      'auth.uid',
    ],
    ['grant select on storage.objects to anon;', 'storage.objects'],
    ['create schema if not exists storage;', 'storage'],
    ['update storage.buckets set public = true;', 'storage.buckets'],
    ['delete from auth.users;', 'auth.users'],
    ['create policy "Any" on storage.buckets for select using (true);', 'storage.buckets'],
    [
      'create trigger t after insert on auth.identities for each row execute function f();',
      'auth.identities',
    ],
    ['alter table "auth"."users" add column x int;', 'auth.users'],
    ['drop table realtime.messages;', 'realtime.messages'],
    ['alter table realtime.messages disable row level security;', 'realtime.messages'],
    [
      'create policy "Any" on realtime.subscription for select using (true);',
      'realtime.subscription',
    ],
  ];
  for (const [sql, target] of planted) assert.deepEqual(targets(sql), [target], sql);
});

test('a forbidden statement inside a do block, which runs during the migration, is found', () => {
  const sql = `do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'x') then
      alter table auth.users add column x int;
    end if;
  end $$;`;
  assert.deepEqual(targets(sql), ['auth.users']);
});

test('the forms hosted Supabase allows, references and function bodies pass', () => {
  const allowed = `
    -- alter table auth.users add column in a comment
    create policy "Members upload to their folder" on storage.objects for insert to authenticated
      with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "Old" on storage.objects;
    create policy "Own identities" on auth.identities for select using (user_id = auth.uid());
    create trigger on_auth_user_created after insert on auth.users
      for each row execute function public.handle_new_user();
    drop trigger if exists on_auth_user_created on auth.users;
    create policy "Read counts" on realtime.messages for select to anon
      using (realtime.messages.extension = 'broadcast' and (select realtime.topic()) like 'post:%');
    insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);
    create table public.profiles (id uuid primary key references auth.users (id) on delete cascade);
    create function public.f() returns trigger language plpgsql as $body$
      begin update auth.users set raw_app_meta_data = '{}'; return new; end $body$;
    select 'alter table auth.users add column x int;';
    alter publication supabase_realtime add table public.notifications;`;
  assert.deepEqual(findForbiddenStatements(allowed), []);
});
