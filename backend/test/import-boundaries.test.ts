import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

/** Source text by path inside `backend/src`, with `/` as separator. */
type Sources = Map<string, string>;

/**
 * Each service's registration file and the one file of its extras it may import: nothing else in
 * the core imports a `compat/` folder, and no extra imports a registration file (ADR 0017).
 */
const REGISTRATIONS = new Map([
  ['auth/auth.plugin.ts', 'auth/compat/auth-extras.ts'],
  ['storage/index.ts', 'storage/compat/storage-extras.ts'],
  ['realtime/index.ts', 'realtime/compat/realtime-extras.ts'],
]);

const isExtra = (file: string) => file.split('/').includes('compat');

/** The files of this tree a file imports, type-only imports included, as TypeScript reads them. */
function importsOf(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((reference) => reference.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.join(path.posix.dirname(file), name));
}

/** Imports that cross the line between the core and the compatibility extras, as `from -> to`. */
function boundaryViolations(sources: Sources): string[] {
  const found: string[] = [];
  for (const [file, source] of sources) {
    for (const target of importsOf(file, source)) {
      const intoExtras = !isExtra(file) && isExtra(target);
      if (intoExtras && REGISTRATIONS.get(file) !== target) found.push(`${file} -> ${target}`);
      if (isExtra(file) && REGISTRATIONS.has(target)) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/** The groups of files that import one another in a loop (Tarjan's strongly connected components). */
function importCircles(sources: Sources): string[][] {
  const edges = new Map(
    [...sources].map(([file, source]) => [
      file,
      importsOf(file, source).filter((target) => sources.has(target)),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of edges.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || edges.get(file)!.includes(file)) circles.push(group.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}

async function backendSources(): Promise<Sources> {
  const root = path.resolve(import.meta.dirname, '../src');
  const names = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.ts'));
  const sources: Sources = new Map();
  for (const name of names.sort())
    sources.set(name.split(path.sep).join('/'), await readFile(path.join(root, name), 'utf8'));
  return sources;
}

describe('backend/src imports', () => {
  it('keep the compatibility extras behind their registrations', async () => {
    const sources = await backendSources();
    for (const [registration, extras] of REGISTRATIONS) {
      assert.ok(sources.has(registration), `${registration} is missing`);
      assert.ok(sources.has(extras), `${extras} is missing`);
    }
    assert.deepEqual(boundaryViolations(sources), []);
  });

  it('run one way: no file reaches itself through its imports', async () => {
    assert.deepEqual(importCircles(await backendSources()), []);
  });
});

describe('the import checks fire', () => {
  it('on a core route, or another registration file, importing an extra', () => {
    const planted: Sources = new Map([
      ['auth/token.route.ts', "import { pkceGrant } from './compat/pkce-grant.ts';"],
      ['storage/index.ts', "import { registerSignRoutes } from './compat/object-sign.route.ts';"],
      ['auth/auth.plugin.ts', "import { registerAuthExtras } from './compat/auth-extras.ts';"],
    ]);
    assert.deepEqual(boundaryViolations(planted), [
      'auth/token.route.ts -> auth/compat/pkce-grant.ts',
      'storage/index.ts -> storage/compat/object-sign.route.ts',
    ]);
  });

  it('on an extra importing a registration file, type-only imports too', () => {
    const planted: Sources = new Map([
      ['auth/compat/otp.route.ts', "import type { AuthDeps } from '../auth.plugin.ts';"],
      ['auth/compat/admin/invite.route.ts', "import { errors } from '../../auth-error.ts';"],
    ]);
    assert.deepEqual(boundaryViolations(planted), [
      'auth/compat/otp.route.ts -> auth/auth.plugin.ts',
    ]);
  });

  it('on a circle of imports, and not on a chain', () => {
    const planted: Sources = new Map([
      ['auth/auth.plugin.ts', "import { registerUser } from './user.route.ts';"],
      ['auth/user.route.ts', "import type { AuthContext } from './auth.plugin.ts';"],
      ['auth/token.route.ts', "import { errors } from './auth-error.ts';"],
      ['auth/auth-error.ts', ''],
    ]);
    assert.deepEqual(importCircles(planted), [['auth/auth.plugin.ts', 'auth/user.route.ts']]);
  });
});
