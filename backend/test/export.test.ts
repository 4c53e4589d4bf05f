import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { findCounterMismatches } from '../src/db/counter-consistency.check.ts';
import { exportCommunity } from '../src/export/community.exporter.ts';
import type { StorageManifest } from '../src/export/storage.exporter.ts';
import { uploadStorageExport } from '../src/export/storage-upload.importer.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

const run = promisify(execFile);
const pngBytes = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.from([7, 8, 9]),
]);

let source: TestStack | undefined;
let target: TestStack;
/** What the source stack held, read before it stops: one mail catcher per process at a time. */
const sourceState: { rows: Record<string, number>; users: unknown[]; posts: unknown[] } = {
  rows: {},
  users: [],
  posts: [],
};
const USERS = 'select count(*)::int as n from auth.users';
const POSTS = 'select id, author_username, like_count from public.posts order by id';
let outDir: string;
let objectKey: string;

/**
 * Runs an export file with psql, as a move to hosted Supabase would, stopping at its first error;
 * as the role that ran the migrations when there is one (the hosted check's `postgres`, which is
 * no superuser), so the load needs no more than it has on hosted Supabase.
 */
async function loadFile(stack: TestStack, file: string): Promise<void> {
  const role = stack.config.migrationRole;
  await run(
    'psql',
    ['--no-psqlrc', '--quiet', '-d', stack.databaseUrl, '-f', path.join(outDir, file)],
    {
      env: { ...process.env, PGOPTIONS: role ? `-c role=${role}` : '' },
    },
  );
}

async function publicRowCounts(stack: TestStack): Promise<Record<string, number>> {
  const { rows } = await stack.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const { rows: n } = await stack.pool.query<{ n: number }>(
      `select count(*)::int as n from public.${JSON.stringify(table_name)}`,
    );
    counts[table_name] = n[0]?.n ?? -1;
  }
  return counts;
}

before(async () => {
  source = await startTestStack({ seed: true });
  const alice = anonClient(source);
  const signIn = await alice.auth.signInWithPassword({
    email: 'alice@example.com',
    password: 'password123',
  });
  assert.equal(signIn.error, null);
  objectKey = `${signIn.data.user?.id}/moved.png`;
  const upload = await alice.storage
    .from('post-media')
    .upload(objectKey, new Blob([pngBytes], { type: 'image/png' }), { cacheControl: '600' });
  assert.equal(upload.error, null);
  outDir = await mkdtemp(path.join(os.tmpdir(), 'lag-export-'));
  await exportCommunity({
    databaseUrl: source.databaseUrl,
    dataDir: source.config.dataDir,
    outDir,
  });
  sourceState.rows = await publicRowCounts(source);
  sourceState.users = (await source.pool.query(USERS)).rows;
  sourceState.posts = (await source.pool.query(POSTS)).rows;
  await source.stop();
  source = undefined;
  target = await startTestStack({ seed: false });
});

after(async () => {
  await source?.stop();
  await target?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

test('the export loads into a fresh schema in the documented order with the same rows', async () => {
  await loadFile(target, 'auth-users.sql');
  await loadFile(target, 'public-data.sql');
  await loadFile(target, 'storage/buckets.sql');
  const { rows } = sourceState;
  assert.ok((rows.posts ?? 0) > 0 && (rows.comments ?? 0) > 0, 'the seed has posts and comments');
  assert.ok((rows.notifications ?? 0) > 0, 'the seed has notifications');
  assert.deepEqual(await publicRowCounts(target), rows);
  assert.deepEqual((await target.pool.query(USERS)).rows, sourceState.users);
  assert.deepEqual(await findCounterMismatches(target.pool), []);
  assert.deepEqual((await target.pool.query(POSTS)).rows, sourceState.posts);
  const { rows: triggers } = await target.pool.query(
    `select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`,
  );
  assert.deepEqual(triggers, [], 'every trigger is on again after the load');
});

test('a member signs in on the new stack with the old password', async () => {
  const client = anonClient(target);
  const { data, error } = await client.auth.signInWithPassword({
    email: 'bob@example.com',
    password: 'password123',
  });
  assert.equal(error, null);
  const profile = await client
    .from('profiles')
    .select('username')
    .eq('id', data.user?.id ?? '')
    .single();
  assert.equal(profile.data?.username, 'bob_builds');
  const wrong = await anonClient(target).auth.signInWithPassword({
    email: 'bob@example.com',
    password: 'not-his-password',
  });
  assert.notEqual(wrong.error, null);
});

test('the manifest lists the file, and its upload with the service key serves the same bytes', async () => {
  const manifest = JSON.parse(
    await readFile(path.join(outDir, 'storage', 'manifest.json'), 'utf8'),
  ) as StorageManifest;
  const listed = manifest.objects.find((o) => o.bucket === 'post-media' && o.key === objectKey);
  assert.ok(listed, 'the uploaded object is in the manifest');
  assert.equal(listed.contentType, 'image/png');
  assert.equal(listed.cacheControl, 'max-age=600');
  assert.equal(listed.size, pngBytes.length);
  assert.deepEqual(await readFile(path.join(outDir, 'storage', listed.file)), pngBytes);

  const uploaded = await uploadStorageExport(outDir, {
    url: target.url,
    serviceKey: target.serviceRoleKey,
  });
  assert.equal(uploaded, manifest.objects.length);
  await loadFile(target, 'storage/storage-owners.sql');
  const served = await fetch(`${target.url}/storage/v1/object/public/post-media/${objectKey}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), pngBytes);
  const { rows } = await target.pool.query<{ owner: string }>(
    `select owner::text from storage.objects where bucket_id = 'post-media' and name = $1`,
    [objectKey],
  );
  assert.equal(rows[0]?.owner, objectKey.split('/')[0]);
});
