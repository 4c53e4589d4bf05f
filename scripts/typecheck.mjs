// `tsc --noEmit` for every TypeScript package of the workspace, two at a time, with TypeScript 7
// (the native compiler, installed as `typescript-native`), several times faster than TypeScript 6,
// which stays as `typescript` because typescript-eslint and editors need its JavaScript
// API. A package's output is printed when its run ends.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { APPS } from '../tooling/remotes.mjs';

const run = promisify(execFile);
const TSC = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));

const packages = [
  'shared-core',
  'shared-ui',
  ...APPS.map((app) => app.dir),
  'backend',
  'e2e',
  'bench',
  'tooling',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));

const failed = [];
const waiting = [...packages];

async function checkNext() {
  for (let dir = waiting.shift(); dir; dir = waiting.shift()) {
    try {
      await run(process.execPath, [TSC, '--noEmit', '-p', dir], { maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      failed.push(dir);
      process.stdout.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
      if (error.stdout === undefined) console.error(error);
    }
  }
}

const lanes = Math.max(1, Math.min(os.availableParallelism(), packages.length));
await Promise.all(Array.from({ length: lanes }, checkNext));
console.log(
  `Type-checked ${packages.length} packages: ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
