// Production builds of the shell and the five remotes (two at a time: the machines have 2 cores).
import { execFileSync } from 'node:child_process';

const started = Date.now();
execFileSync(
  'pnpm',
  [
    '--recursive',
    '--workspace-concurrency=2',
    '--filter',
    'shell',
    '--filter',
    '*-mfe',
    'run',
    'build',
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
console.log(`Built the shell and 5 remotes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
