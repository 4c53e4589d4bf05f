// Lighthouse's mobile score reads the page's main-thread time, which on a busy machine includes the
// time a task waited for a core. Each run starts when the machine is quiet, or after a bounded wait
// (the machine is shared and may never be); the row prints the load the runs started under.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Quiet: a one-minute load average under half a process per core. */
const QUIET_LOAD_PER_CORE = 0.5;
const CHECK_MS = 5000;

/** Waits until the machine is quiet, at most `maxWaitMs`; returns the one-minute load then. */
export async function waitForQuietMachine(maxWaitMs: number): Promise<number> {
  const quiet = os.cpus().length * QUIET_LOAD_PER_CORE;
  for (let waited = 0; waited < maxWaitMs; waited += CHECK_MS) {
    if ((os.loadavg()[0] ?? 0) < quiet) break;
    await sleep(CHECK_MS);
  }
  return os.loadavg()[0] ?? 0;
}
