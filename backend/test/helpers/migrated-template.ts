import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const BACKEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_DIR = path.resolve(BACKEND_DIR, '..');
const TEMPLATES_DIR = path.join(os.tmpdir(), 'lag-migrated-templates');

/**
 * What a stack's database and stored files are made from: the platform set-up, the migrations, the
 * seed and its demo photos, the code that applies them, and the server's binaries. A change to any
 * of them makes a new template.
 */
const INPUTS = [
  path.join(REPO_DIR, 'supabase/migrations'),
  path.join(REPO_DIR, 'supabase/seed.sql'),
  path.join(BACKEND_DIR, 'src/db'),
  path.join(BACKEND_DIR, 'src/seed'),
  path.join(BACKEND_DIR, 'src/storage'),
  path.join(BACKEND_DIR, 'package.json'),
];

/** The parts of a data dir that a template carries; the keys stay each stack's own. */
const CARRIED = ['postgres', 'storage'];

async function filesUnder(entry: string): Promise<string[]> {
  if (!existsSync(entry)) return [];
  const entries = await readdir(entry, { withFileTypes: true, recursive: true }).catch(() => null);
  if (entries === null) return [entry];
  return entries
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

async function inputsHash(seed: boolean): Promise<string> {
  const hash = createHash('sha256').update(`seed=${String(seed)}`);
  for (const input of INPUTS) {
    for (const file of await filesUnder(input)) {
      hash.update(path.relative(REPO_DIR, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Gives `dataDir` the database and stored files of a stack that has already applied the platform
 * set-up, the migrations and (with `seed`) the demo data, copied from a template made by `make` the
 * first time. A test stack's start then only starts the servers: the set-up, migrations and seed took
 * 2-5 s of every start, in each of a hundred test files. `make(dir)` must start a stack on `dir` and
 * stop it, leaving its data behind. Two processes making the same template at once each make their
 * own and the first rename wins.
 */
export async function copyMigratedTemplate(
  dataDir: string,
  seed: boolean,
  make: (dir: string) => Promise<void>,
): Promise<void> {
  const template = path.join(
    TEMPLATES_DIR,
    `${seed ? 'seeded' : 'migrated'}-${await inputsHash(seed)}`,
  );
  if (!existsSync(path.join(template, 'postgres', 'PG_VERSION'))) {
    await mkdir(TEMPLATES_DIR, { recursive: true });
    // The embedded server runs as the `postgres` OS user when started as root.
    await chmod(TEMPLATES_DIR, 0o755);
    const staging = `${template}.${randomBytes(6).toString('hex')}`;
    await mkdir(staging);
    await chmod(staging, 0o755);
    await make(staging);
    await rename(staging, template).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(path.join(template, 'postgres', 'PG_VERSION'))) throw error;
      await rm(staging, { recursive: true, force: true });
    });
  }
  for (const part of CARRIED) {
    const from = path.join(template, part);
    // `cp -a` keeps the files' owner (the `postgres` OS user) and modes, which PostgreSQL checks.
    if (existsSync(from)) await run('cp', ['-a', from, path.join(dataDir, part)]);
  }
}
