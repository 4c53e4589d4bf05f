import { setTimeout as sleep } from 'node:timers/promises';

/** Polls a URL until it answers with any status below 500 (the service is up and has its schema). */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`, { cause: lastError });
}
