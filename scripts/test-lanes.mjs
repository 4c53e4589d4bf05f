// Runs node:test files in a few long-lived processes ("lanes", one per core unless LANES says), each
// running files one after the other (test-lane.mjs): a process per file loaded and compiled the same
// modules (tsx, the backend, the clients) again for every file. The lanes share the list, each taking
// the next file not yet taken, so give the slowest files first. Each lane's TAP goes to a log of its
// own, printed whole when all have ended, then every failure again with its error. Exits 1 if any
// lane failed.
// Usage: node scripts/test-lanes.mjs <test files, slowest first...>
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = process.argv.slice(2);
const laneCount = Math.max(
  1,
  Math.min(Number(process.env.LANES) || os.availableParallelism(), files.length),
);

const logs = mkdtempSync(path.join(os.tmpdir(), 'test-lanes-'));
process.on('exit', () => rmSync(logs, { recursive: true, force: true }));
const claims = path.join(logs, 'claims');
mkdirSync(claims);

function runLane(index) {
  const log = path.join(logs, `lane-${index}.tap`);
  const out = openSync(log, 'w');
  const child = spawn(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      '--test-force-exit',
      '--test-reporter=tap',
      path.join(here, 'test-lane.mjs'),
      ...files,
    ],
    { stdio: ['ignore', out, out], env: { ...process.env, TEST_LANE_CLAIMS: claims } },
  );
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ log, status: code ?? (signal ? 1 : 0) }));
  });
}

const results = await Promise.all(Array.from({ length: laneCount }, (_, index) => runLane(index)));
for (const [index, { log, status }] of results.entries()) {
  process.stdout.write(`\n# lane ${index + 1} of ${laneCount}: exit ${status}\n`);
  process.stdout.write(readFileSync(log, 'utf8'));
}
for (const { log } of results) {
  spawnSync(process.execPath, [path.join(here, 'tap-failures.mjs'), log], { stdio: 'inherit' });
}
process.exitCode = results.some((result) => result.status !== 0) ? 1 : 0;
