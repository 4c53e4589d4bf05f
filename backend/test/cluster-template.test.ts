import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { copyTemplateCluster } from '../src/db/cluster-template.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded-postgres.server.ts';
import { pickFreePort } from '../src/free-port.ts';

// New embedded clusters copied from one made by initdb once: each copy is a cluster of its own, and
// initdb runs once per template, also when two stacks start at the same moment.

let scratch: string;

before(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'lag-cluster-template-test-'));
  // The embedded server runs as the `postgres` OS user, which must reach the data dirs.
  await chmod(scratch, 0o755);
});

after(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('copyTemplateCluster', () => {
  const fakeInitdb = (calls: string[]) => async (dir: string) => {
    calls.push(dir);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '18\n');
  };

  it('runs initdb once for many copies, also when they start together', async () => {
    const templatesDir = path.join(scratch, 'fake-templates');
    const calls: string[] = [];
    const copies = ['a', 'b', 'c'].map((name) => path.join(scratch, `fake-${name}`));
    await Promise.all(
      copies.slice(0, 2).map((databaseDir) =>
        copyTemplateCluster({
          templatesDir,
          databaseDir,
          initdbKey: 'same',
          initialise: fakeInitdb(calls),
        }),
      ),
    );
    await copyTemplateCluster({
      templatesDir,
      databaseDir: copies[2] ?? '',
      initdbKey: 'same',
      initialise: fakeInitdb(calls),
    });
    // Both of the first two found no template, so each made one; the third found it.
    assert.equal(calls.length, 2);
    for (const copy of copies) {
      assert.equal(await readFile(path.join(copy, 'PG_VERSION'), 'utf8'), '18\n');
    }
    assert.equal((await readdir(templatesDir)).length, 1, 'one template, no staging left');
  });

  it('makes another template when initdb would be given something else', async () => {
    const templatesDir = path.join(scratch, 'keyed-templates');
    const calls: string[] = [];
    for (const [name, initdbKey] of [
      ['x', 'version 1'],
      ['y', 'version 2'],
      ['z', 'version 1'],
    ] as const) {
      await copyTemplateCluster({
        templatesDir,
        databaseDir: path.join(scratch, `keyed-${name}`),
        initdbKey,
        initialise: fakeInitdb(calls),
      });
    }
    assert.equal(calls.length, 2);
    assert.equal((await readdir(templatesDir)).length, 2);
  });
});

describe('two embedded servers started from one template', () => {
  const servers: EmbeddedServer[] = [];

  after(async () => {
    for (const server of servers) await server.stop();
  });

  it('are two clusters: what one stores, the other does not have', async () => {
    const clusterTemplatesDir = path.join(scratch, 'templates');
    for (const name of ['first', 'second']) {
      const dataDir = path.join(scratch, name);
      await mkdir(dataDir);
      await chmod(dataDir, 0o755);
      servers.push(
        await startEmbeddedPostgres({
          dataDir,
          port: await pickFreePort(),
          password: 'template-test',
          clusterTemplatesDir,
        }),
      );
    }
    assert.equal((await readdir(clusterTemplatesDir)).length, 1);
    const [first, second] = servers.map((server) => {
      assert.equal(server.initialised, true);
      return new pg.Client({ connectionString: server.databaseUrl });
    });
    assert.ok(first && second);
    await first.connect();
    await second.connect();
    try {
      await first.query('create table only_in_first (id int)');
      const { rows } = await second.query<{ found: string | null }>(
        "select to_regclass('public.only_in_first')::text as found",
      );
      assert.deepEqual(rows, [{ found: null }]);
    } finally {
      await first.end();
      await second.end();
    }
  });
});
