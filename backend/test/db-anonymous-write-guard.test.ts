import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// A guard for what keeps anonymous users from writing (migration
// 20261206100200_anonymous_users_write_nothing.sql): every command a permissive policy lets members
// ('authenticated', or every role) write in public, storage or realtime has a restrictive policy for
// the same command refusing a token whose is_anonymous claim is true, and every security definer
// function a member may call has been looked at for anonymous callers. A new table, policy or
// function without that fails here. Each check is shown to fire on planted objects in a transaction
// that is rolled back.

/** Write commands members are given by a permissive policy and no restrictive one refuses anonymously. */
const WRITES_OPEN_TO_ANONYMOUS_USERS = `
  with writes as (
    select p.schemaname, p.tablename, c.cmd
      from pg_policies p
     cross join lateral unnest(
             case when p.cmd = 'ALL' then array['INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end
           ) as c(cmd)
     where p.schemaname in ('public', 'storage', 'realtime')
       and p.permissive = 'PERMISSIVE'
       and p.roles && array['authenticated', 'public']::name[]
       and c.cmd in ('INSERT', 'UPDATE', 'DELETE')
  )
  select distinct w.schemaname || '.' || w.tablename || ' ' || w.cmd as write
    from writes w
   where not exists (
           select 1 from pg_policies r
            where r.schemaname = w.schemaname and r.tablename = w.tablename
              and r.permissive = 'RESTRICTIVE'
              and r.cmd in (w.cmd, 'ALL')
              and r.roles && array['authenticated', 'public']::name[]
              and (case when w.cmd = 'INSERT' then r.with_check else r.qual end)
                  ~ $re$\\(auth\\.jwt\\(\\) ->> 'is_anonymous'::text\\)\\)::boolean AS bool\\) IS NOT TRUE$re$
         )
   order by 1`;

/** Security definer functions (triggers aside) that members may call, by name. */
const DEFINER_FUNCTIONS_MEMBERS_CALL = `
  select distinct n.nspname || '.' || p.proname as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and p.prosecdef
     and p.prorettype <> 'trigger'::regtype
     and has_function_privilege('authenticated', p.oid, 'execute')
   order by 1`;

/** Each function looked at for anonymous callers, and why it may stay open to them. */
const REVIEWED_DEFINER_FUNCTIONS: Record<string, string> = {
  'public.calculate_user_reputation':
    'recomputes the stored score of any member, which visitors may ask for too (the profile page)',
  'public.check_username_available': 'reads',
  'public.validate_username': 'reads',
  'public.is_moderator': 'reads; false for an anonymous user',
  'public.moderation_queue': 'reads, for moderators only (is_moderator)',
  'public.moderate_content':
    'writes, for moderators only (is_moderator, false for an anonymous user)',
  'private.visible_post_ids_matching': 'reads',
  'private.post_readers_seen': 'reads',
  'private.shown_tagged_past': 'reads',
};

let stack: TestStack;

async function rows(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  column: string,
): Promise<string[]> {
  return (await client.query<Record<string, string>>(sql)).rows.map((row) => row[column]!);
}

/** Runs `work` inside a transaction on its own connection, always rolled back. */
async function inRolledBackTransaction(work: (client: pg.PoolClient) => Promise<void>) {
  const client = await stack.pool.connect();
  try {
    await client.query('begin');
    await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

describe('writes open to anonymous users', () => {
  it('there are none: every member write has a restrictive policy refusing them', async () => {
    assert.deepEqual(await rows(stack.pool, WRITES_OPEN_TO_ANONYMOUS_USERS, 'write'), []);
  });

  it('fires on a planted table whose write policies lack the anonymous check', () =>
    inRolledBackTransaction(async (client) => {
      await client.query(`
        create table public.guard_probe (id int primary key, owner uuid);
        alter table public.guard_probe enable row level security;
        create policy "probe writes" on public.guard_probe for all to authenticated
          using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
        create policy "probe restricts" on public.guard_probe as restrictive for insert
          to authenticated with check (owner is not null);
        create policy "probe update refuses anonymous users" on public.guard_probe as restrictive
          for update to authenticated
          using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
        create policy "probe refuses anonymous users for the wrong role" on public.guard_probe
          as restrictive for delete to anon
          using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)`);
      const open = await rows(client, WRITES_OPEN_TO_ANONYMOUS_USERS, 'write');
      assert.deepEqual(
        open.filter((write) => write.startsWith('public.guard_probe ')),
        ['public.guard_probe DELETE', 'public.guard_probe INSERT'],
      );
    }));
});

describe('security definer functions members may call', () => {
  it('have each been looked at for anonymous callers', async () => {
    assert.deepEqual(
      await rows(stack.pool, DEFINER_FUNCTIONS_MEMBERS_CALL, 'name'),
      Object.keys(REVIEWED_DEFINER_FUNCTIONS).sort(),
    );
  });

  it('fires on a planted one', () =>
    inRolledBackTransaction(async (client) => {
      await client.query(`
        create function public.guard_probe_write() returns void language sql security definer
          set search_path = '' as 'select 1'`);
      assert.ok(
        (await rows(client, DEFINER_FUNCTIONS_MEMBERS_CALL, 'name')).includes(
          'public.guard_probe_write',
        ),
      );
    }));
});
