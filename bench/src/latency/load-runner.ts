import { percentile } from '../lib/percentile.ts';

export interface LoadOptions {
  /** Requests measured, spread over the clients. */
  requests: number;
  /** Clients asking at the same time, each waiting for its answer before asking again. */
  concurrency: number;
  /** Unmeasured requests first, so caches and connection pools are warm. */
  warmup: number;
}

export interface LoadResult {
  p50: number;
  p95: number;
  requestsPerSecond: number;
  errors: number;
}

/** Runs `task(index, client)` `requests` times from `concurrency` clients; latencies in ms. */
export async function runLoad(
  task: (index: number, client: number) => Promise<unknown>,
  options: LoadOptions,
): Promise<LoadResult> {
  let next = 0;
  const worker = async (client: number, total: number, samples: number[] | null) => {
    let errors = 0;
    while (next < total) {
      const index = next;
      next += 1;
      const started = performance.now();
      try {
        await task(index, client);
        samples?.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
    return errors;
  };
  const clients = Array.from({ length: options.concurrency }, (_, client) => client);
  await Promise.all(clients.map((client) => worker(client, options.warmup, null)));
  next = 0;
  const samples: number[] = [];
  const started = performance.now();
  const errors = await Promise.all(
    clients.map((client) => worker(client, options.requests, samples)),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    requestsPerSecond: samples.length / elapsed,
    errors: errors.reduce((sum, count) => sum + count, 0),
  };
}
