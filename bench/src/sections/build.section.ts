// The production build of the shell and five remotes, timed (only with --only build: it rewrites
// every dist/ that other work on this machine may be serving).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { seconds, type SectionResult } from '../lib/report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

export async function runBuildSection(): Promise<SectionResult> {
  const started = performance.now();
  await run(process.execPath, ['scripts/build.mjs'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  const elapsed = performance.now() - started;
  return {
    rows: [
      {
        section: 'Build',
        metric: 'node scripts/build.mjs (shell + 5 remotes, 2 at a time)',
        value: seconds(elapsed),
      },
    ],
    details: { buildMs: elapsed },
  };
}
