import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { advisorChecks, type AdvisorFinding } from '../src/security/advisor.checks.ts';
import {
  listAppSchemas,
  runCheck,
  runSecurityAdvisor,
} from '../src/security/security-advisor.service.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// The security advisor against the fully migrated database: zero findings. Each check is
// then shown to fail on a deliberately bad object built inside a transaction that is rolled back.

const probeSchema = 'advisor_probe';
const probeBucket = 'advisor-probe';

/** One bad object per check, and the finding's object name the check must report. */
const badObjects: Record<string, { sql: string; object: string }> = {
  rls_disabled_in_public: {
    sql: `create table ${probeSchema}.open_table (id int primary key)`,
    object: `${probeSchema}.open_table`,
  },
  policy_exists_rls_disabled: {
    sql: `create table ${probeSchema}.forgotten_rls (id int primary key);
          create policy "reads" on ${probeSchema}.forgotten_rls for select to anon using (id > 0)`,
    object: `${probeSchema}.forgotten_rls`,
  },
  rls_enabled_no_policy: {
    sql: `create table ${probeSchema}.no_policy (id int primary key);
          alter table ${probeSchema}.no_policy enable row level security`,
    object: `${probeSchema}.no_policy`,
  },
  security_definer_view: {
    sql: `create table ${probeSchema}.secret_rows (id int primary key);
          alter table ${probeSchema}.secret_rows enable row level security;
          create policy "none" on ${probeSchema}.secret_rows for select to anon using (false);
          create view ${probeSchema}.owner_rights_view as select id from ${probeSchema}.secret_rows`,
    object: `${probeSchema}.owner_rights_view`,
  },
  materialized_view_in_api: {
    sql: `create materialized view ${probeSchema}.snapshot as select 1 as id;
          grant select on ${probeSchema}.snapshot to anon`,
    object: `${probeSchema}.snapshot`,
  },
  function_search_path_mutable: {
    sql: `create function ${probeSchema}.mutable_path(value int) returns int language sql as 'select value + 1'`,
    object: `${probeSchema}.mutable_path(value integer)`,
  },
  auth_users_exposed: {
    sql: `create view ${probeSchema}.member_emails with (security_invoker = true) as select id, email from auth.users;
          grant select on ${probeSchema}.member_emails to authenticated`,
    object: `${probeSchema}.member_emails`,
  },
  rls_policy_always_true: {
    sql: `create table ${probeSchema}.guestbook (id int primary key);
          alter table ${probeSchema}.guestbook enable row level security;
          create policy "anyone writes" on ${probeSchema}.guestbook for insert to anon with check (true)`,
    object: `${probeSchema}.guestbook policy "anyone writes"`,
  },
  public_bucket_allows_listing: {
    sql: `insert into storage.buckets (id, name, public) values ('${probeBucket}', '${probeBucket}', true);
          create policy "probe listing" on storage.objects for select to anon using (bucket_id = '${probeBucket}')`,
    object: `bucket ${probeBucket}, policy "probe listing"`,
  },
  extension_in_public: {
    sql: '', // chosen at run time from the extensions this server ships
    object: '',
  },
};

let stack: TestStack;

before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

/** Runs `work` inside a transaction on one connection and always rolls it back. */
async function inRolledBackTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await stack.pool.connect();
  try {
    await client.query('begin');
    return await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

async function spareExtension(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select name from pg_available_extensions
      where installed_version is null and name in ('uuid-ossp', 'citext', 'tablefunc', 'isn', 'ltree')
      order by name limit 1`,
  );
  assert.ok(rows[0], 'no contrib extension available to install as a probe');
  return rows[0].name;
}

describe('security advisor', () => {
  it('inspects the public schema', async () => {
    assert.ok((await listAppSchemas(stack.pool)).includes('public'));
  });

  it('finds nothing in the fully migrated database', async () => {
    const findings = await runSecurityAdvisor(stack.pool);
    assert.deepEqual(
      findings,
      [],
      findings.map((f) => `${f.check}: ${f.object} (${f.detail})`).join('\n'),
    );
  });

  it('has a probe for every check', () => {
    assert.deepEqual(
      Object.keys(badObjects).sort(),
      advisorChecks.map((check) => check.name).sort(),
    );
  });

  for (const check of advisorChecks) {
    it(`${check.name} finds a deliberately bad object`, async () => {
      const findings = await inRolledBackTransaction<AdvisorFinding[]>(async (client) => {
        await client.query(`create schema ${probeSchema}`);
        const probe = badObjects[check.name]!;
        let expected = probe.object;
        if (check.name === 'extension_in_public') {
          expected = await spareExtension(client);
          await client.query(`create extension "${expected}" with schema ${probeSchema}`);
        } else {
          await client.query(probe.sql);
        }
        const found = await runCheck(client, check, [probeSchema]);
        assert.ok(
          found.some((finding) => finding.object === expected),
          `${check.name} did not report ${expected}; it reported ${JSON.stringify(found)}`,
        );
        return found;
      });
      assert.ok(findings.every((finding) => finding.check === check.name));
    });
  }

  it('leaves no probe behind', async () => {
    const { rows } = await stack.pool.query(
      `select 1 from pg_namespace where nspname = $1 union all select 1 from storage.buckets where id = $2`,
      [probeSchema, probeBucket],
    );
    assert.equal(rows.length, 0);
  });
});
