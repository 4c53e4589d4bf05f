// Runs node:test files one after the other in this one process, each as a suite named for its file,
// so that the modules they share are loaded and compiled once per lane instead of once per file.
// With TEST_LANE_CLAIMS set (scripts/test-lanes.mjs does), several lanes share the list: each takes
// the next file no lane has claimed yet (a claim is a directory made there, which only one can make).
// Usage: node --import tsx --test-reporter=tap scripts/test-lane.mjs <test files...>
import { mkdirSync } from 'node:fs';
import { describe } from 'node:test';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const claims = process.env.TEST_LANE_CLAIMS;

function claim(index) {
  if (!claims) return true;
  try {
    mkdirSync(join(claims, String(index)));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

// With --test-force-exit the process ends once every test it knows of has run, so the next file is
// claimed and registered while the one before it runs, never after.
let running = Promise.resolve();
for (const [index, file] of process.argv.slice(2).entries()) {
  if (!claim(index)) continue;
  const done = describe(file, async () => {
    await import(pathToFileURL(resolve(file)).href);
  });
  await running;
  running = done;
}
await running;
