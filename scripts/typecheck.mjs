// `tsc --noEmit` for every TypeScript package of the workspace.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { APPS } from '../tooling/remotes.mjs';

const packages = [
  'shared-core',
  'shared-ui',
  ...APPS.map((app) => app.dir),
  'backend',
  'e2e',
  'bench',
  'tooling',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));

let failed = 0;
for (const dir of packages) {
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', dir], { stdio: 'inherit' });
  } catch {
    failed += 1;
  }
}
console.log(`Type-checked ${packages.length} packages: ${failed} failed`);
process.exit(failed ? 1 : 0);
