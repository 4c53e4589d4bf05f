import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `condition` up to `attempts` times, 50 ms apart; false if it never held (bounded in count). */
export async function waitUntil(condition: () => boolean, attempts = 400): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) {
    if (condition()) return true;
    await sleep(50);
  }
  return condition();
}
