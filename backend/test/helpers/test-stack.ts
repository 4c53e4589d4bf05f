import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startStack, type RunningStack, type StackOptions } from '../../src/stack.ts';
import { copyMigratedTemplate } from './migrated-template.ts';

export type TestStack = RunningStack;

/** Kept between runs: a new embedded cluster is a copy of one made by initdb once. */
const CLUSTER_TEMPLATES_DIR = path.join(os.tmpdir(), 'lag-cluster-templates');

/**
 * Creates a throwaway database on the server of `serverUrl`, a copy of `template` when given (the
 * hosted check's database with the platform objects owned as on hosted Supabase); returns its URL and
 * a function dropping it.
 */
async function createTemporaryDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lag_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // template1 is what `create database` copies when no template is named.
  const { rows } = await admin.query<{ sql: string }>(
    "select format('create database %I template %I', $1::text, $2::text) as sql",
    [name, template ?? 'template1'],
  );
  await admin.query(rows[0]?.sql ?? `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type TemporaryDatabase = Awaited<ReturnType<typeof createTemporaryDatabase>>;

/** What a test stack runs on, kept so `restartTestStack` can start another on the same. */
const underlying = new WeakMap<
  TestStack,
  { dataDir: string; database: TemporaryDatabase | undefined; stopServices(): Promise<void> }
>();

/** Options under which a stack's database is made as every other's, so it may start from a template. */
const DATABASE_SHAPING: Array<keyof StackOptions> = [
  'migrationsDir',
  'seedFile',
  'migrationRole',
  'postgresPassword',
  'databaseUrl',
];

function startServices(
  dataDir: string,
  database: TemporaryDatabase | undefined,
  overrides: StackOptions,
) {
  return startStack({
    seed: false,
    gatewayPort: 0,
    postgresPort: 0,
    postgrestPort: 0,
    mailWebPort: 0,
    mailSmtpPort: 0,
    publicUrl: undefined,
    dataDir,
    databaseUrl: database?.url,
    clusterTemplatesDir: CLUSTER_TEMPLATES_DIR,
    signupRateLimit: 1000,
    // Every test client is 127.0.0.1: per-IP and mail limits loose enough for a whole suite.
    rateLimitToken: 10_000,
    rateLimitTokenRefresh: 10_000,
    rateLimitVerify: 10_000,
    rateLimitEmailSent: 10_000,
    siteUrl: 'http://localhost:3000',
    autoconfirm: false,
    ...overrides,
  });
}

async function startOn(
  dataDir: string,
  database: TemporaryDatabase | undefined,
  overrides: StackOptions,
): Promise<TestStack> {
  const stack = await startServices(dataDir, database, overrides);
  const testStack: TestStack = {
    ...stack,
    stop: async () => {
      await stack.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  underlying.set(testStack, { dataDir, database, stopServices: stack.stop });
  return testStack;
}

/**
 * Starts a whole stack on free ports with a temporary data dir: the embedded database, or, when
 * `DATABASE_URL` is set, a fresh temporary database on that server (dropped by `stop()`).
 * Defaults for tests: no seed data, high signup, sign-in and mail limits, confirmation mails on.
 */
export async function startTestStack(overrides: StackOptions = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lag-stack-'));
  // The embedded server runs as the `postgres` OS user, which must reach <dataDir>/postgres.
  await chmod(dataDir, 0o755);
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl
    ? await createTemporaryDatabase(serverUrl, process.env.DATABASE_TEMPLATE || undefined)
    : undefined;
  try {
    if (!database && !DATABASE_SHAPING.some((option) => overrides[option] !== undefined)) {
      const seed = overrides.seed ?? false;
      await copyMigratedTemplate(dataDir, seed, async (dir) => {
        const stack = await startServices(dir, undefined, { seed });
        await stack.stop();
      });
    }
    return await startOn(dataDir, database, overrides);
  } catch (error) {
    await database?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Stops `stack` and starts another on its data dir and database, as a second `npm start` would;
 * `overrides` as for `startTestStack` (pass `gatewayPort` to keep the address); `betweenRuns`, a
 * command run on the data dir while nothing runs on it. The new stack's `stop()` removes the data
 * dir and database.
 */
export async function restartTestStack(
  stack: TestStack,
  overrides: StackOptions = {},
  betweenRuns?: (dataDir: string) => Promise<unknown>,
): Promise<TestStack> {
  const kept = underlying.get(stack);
  if (!kept) throw new Error('restartTestStack takes a stack made by startTestStack');
  await kept.stopServices();
  try {
    await betweenRuns?.(kept.dataDir);
    return await startOn(kept.dataDir, kept.database, overrides);
  } catch (error) {
    await kept.database?.drop().catch(() => undefined);
    await rm(kept.dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * After DDL in a test (and `notify pgrst, 'reload schema'`), PostgREST needs a moment to reload its schema
 * cache; until then writes to a new table answer 404. Polls PostgREST's OpenAPI description until it lists
 * the table.
 */
export async function waitForSchemaReload(
  stack: TestStack,
  table: string,
  attempts = 200,
): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    const res = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.serviceRoleKey } });
    const openApi = (await res.json()) as { definitions?: Record<string, unknown> };
    if (openApi.definitions?.[table]) return;
    await sleep(50);
  }
  throw new Error(`PostgREST did not pick up table ${table}`);
}
