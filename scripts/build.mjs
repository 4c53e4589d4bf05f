// Production builds of the shell and the remotes (two at a time: the machines have 2 cores).
import { execFileSync } from 'node:child_process';
import { APPS, REMOTES } from '../tooling/remotes.mjs';

const started = Date.now();
execFileSync(
  'pnpm',
  [
    '--recursive',
    '--workspace-concurrency=2',
    ...APPS.flatMap((app) => ['--filter', app.package]),
    'run',
    'build',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`Built the shell and ${REMOTES.length} remotes in ${seconds} s`);
