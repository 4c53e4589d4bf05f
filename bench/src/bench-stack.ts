// A backend on a persistent benchmark database: seeded once with the big data set, reused by later runs.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isPortFree, pickFreePort } from '../../backend/src/free-port.ts';
import { seedBenchmarkData } from '../../backend/src/seed/benchmark.seeder.ts';
import { startStack, type RunningStack } from '../../backend/src/stack.ts';

export type DatabaseKind = 'embedded-pg18' | 'debian-pg15';

export const DATABASE_LABELS: Record<DatabaseKind, string> = {
  'embedded-pg18': 'embedded PostgreSQL 18',
  'debian-pg15': 'Debian PostgreSQL 15',
};

export interface Scale {
  posts: number;
  comments: number;
}

export interface InProcessBenchStack {
  stack: RunningStack;
  /** PostgREST itself, without the gateway in front. */
  postgrestUrl: string;
  /** Seconds spent seeding in this run; null when the data was already there. */
  seedSeconds: number | null;
  /** Seconds the seeding of this database took, in whichever run did it; null if not recorded. */
  recordedSeedSeconds: number | null;
  /** Where the embedded server keeps this database; null for the Debian server. */
  dataDir: string | null;
  stop(): Promise<void>;
}

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Debian PostgreSQL 15 server: `BENCH_PG15_URL` when given; otherwise the local cluster, which
 * the project's script starts and gives a role of the bench's own (as the backend tests get theirs).
 */
function pg15ServerUrl(): string {
  if (process.env.BENCH_PG15_URL) return process.env.BENCH_PG15_URL;
  const script = path.resolve(benchRoot, '..', 'scripts', 'ensure-pg15.sh');
  return execFileSync('bash', [script, 'lag_bench', 'lag_bench_local'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

function scaleName(scale: Scale) {
  return `${scale.posts}p_${scale.comments}c`;
}

/** Creates `lag_bench_<scale>` on the Debian server unless it exists; returns its URL. */
async function ensurePg15Database(scale: Scale): Promise<string> {
  const name = `lag_bench_${scaleName(scale)}`;
  const serverUrl = pg15ServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Seeds the benchmark data unless a marker says this database already has it. Returns the seconds
 * spent seeding now (null when already seeded) and those the marker records.
 */
async function seedOnce(databaseUrl: string, scale: Scale, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create table if not exists supabase_migrations.bench_seeds (
      posts int not null, comments int not null, seeded_at timestamptz not null default now(),
      primary key (posts, comments))`);
    await client.query(
      'alter table supabase_migrations.bench_seeds add column if not exists seed_seconds real',
    );
    const { rows } = await client.query<{ seed_seconds: number | null }>(
      'select seed_seconds from supabase_migrations.bench_seeds where posts = $1 and comments = $2',
      [scale.posts, scale.comments],
    );
    if (rows[0]) return { now: null, recorded: rows[0].seed_seconds };
    log(`seeding ${scale.posts} posts and ${scale.comments} comments (once per database)…`);
    const started = performance.now();
    const users = Math.max(100, Math.ceil(scale.posts / 50));
    await seedBenchmarkData(client, { databaseUrl, users, ...scale }, (step, rows, seconds) =>
      log(`  ${step.padEnd(28)} ${String(rows).padStart(9)} rows  ${seconds.toFixed(1)} s`),
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query(
      'insert into supabase_migrations.bench_seeds (posts, comments, seed_seconds) values ($1, $2, $3)',
      [scale.posts, scale.comments, seconds],
    );
    return { now: seconds, recorded: seconds };
  } finally {
    await client.end();
  }
}

/**
 * The gateway port of the data dir's last run when it is free again, else a new one (remembered).
 * The stored URLs of the demo photos, which a quarter of the benchmark posts reuse, name the
 * gateway's address; on another one the backend moves them, rewriting those posts, which would
 * leave the next measurements a freshly updated table.
 */
async function gatewayPortFor(dataDir: string): Promise<number> {
  const file = path.join(dataDir, 'gateway-port');
  const remembered = Number(await readFile(file, 'utf8').catch(() => ''));
  if (Number.isInteger(remembered) && remembered > 0 && (await isPortFree(remembered)))
    return remembered;
  const port = await pickFreePort();
  await writeFile(file, String(port));
  return port;
}

/**
 * Starts, in this process, the whole backend (gateway, PostgREST, auth, realtime) on `kind`, with the demo seed and
 * the benchmark data of `scale`. Data lives in bench/.data (embedded) or in a `lag_bench_*`
 * database on 127.0.0.1:5432, and stays there for the next run.
 */
export async function startBenchStack(
  kind: DatabaseKind,
  scale: Scale,
  log: (line: string) => void,
): Promise<InProcessBenchStack> {
  const dataDir = path.join(benchRoot, '.data', `${kind}-${scaleName(scale)}`);
  await mkdir(dataDir, { recursive: true });
  // The embedded server runs as the `postgres` OS user, which must reach <dataDir>/postgres.
  await chmod(dataDir, 0o755);
  await chmod(path.dirname(dataDir), 0o755);
  const databaseUrl = kind === 'debian-pg15' ? await ensurePg15Database(scale) : undefined;
  const postgrestPort = await pickFreePort();
  const stack = await startStack({
    seed: true,
    gatewayPort: await gatewayPortFor(dataDir),
    postgresPort: 0,
    postgrestPort,
    mailWebPort: 0,
    mailSmtpPort: 0,
    publicUrl: undefined,
    dataDir,
    databaseUrl,
    signupRateLimit: 1000,
    autoconfirm: true,
  });
  try {
    const seeded = await seedOnce(stack.databaseUrl, scale, log);
    return {
      stack,
      postgrestUrl: `http://127.0.0.1:${postgrestPort}`,
      seedSeconds: seeded.now,
      recordedSeedSeconds: seeded.recorded,
      dataDir: kind === 'embedded-pg18' ? dataDir : null,
      stop: () => stack.stop(),
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
