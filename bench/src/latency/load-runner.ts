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

type LoadTask = (index: number, client: number) => Promise<unknown>;

interface Samples {
  latencies: number[];
  seconds: number;
  errors: number;
}

/** `total` calls of `task` from `concurrency` clients; the latencies in ms when `measured`. */
async function sample(
  task: LoadTask,
  total: number,
  concurrency: number,
  measured: boolean,
): Promise<Samples> {
  let next = 0;
  const latencies: number[] = [];
  const worker = async (client: number) => {
    let errors = 0;
    while (next < total) {
      const index = next;
      next += 1;
      const started = performance.now();
      try {
        await task(index, client);
        if (measured) latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
    return errors;
  };
  const started = performance.now();
  const errors = await Promise.all(
    Array.from({ length: concurrency }, (_, client) => worker(client)),
  );
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    errors: errors.reduce((sum, count) => sum + count, 0),
  };
}

function summarize(parts: Samples[]): LoadResult {
  const latencies = parts.flatMap((part) => part.latencies);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: latencies.length / seconds,
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
  };
}

/** Runs `task(index, client)` `requests` times from `concurrency` clients; latencies in ms. */
export async function runLoad(task: LoadTask, options: LoadOptions): Promise<LoadResult> {
  await sample(task, options.warmup, options.concurrency, false);
  return summarize([await sample(task, options.requests, options.concurrency, true)]);
}

/**
 * Requests of one side in each turn of `runBeside`. On this shared machine the ratio of two
 * 100-request turns side by side moved between 1.2× and 1.9× within a minute, so a ratio is only
 * as steady as the number of turns it pools.
 */
const TURN_REQUESTS = 100;

/**
 * Measures `task` beside a reference: both warmed up, then measured in turns (100 requests of one,
 * then 100 of the other, until each has had its share), so a load that drifts during the
 * measurement weighs on both alike.
 */
export async function runBeside(
  reference: LoadTask,
  task: LoadTask,
  options: LoadOptions,
): Promise<{ reference: LoadResult; result: LoadResult }> {
  await sample(reference, options.warmup, options.concurrency, false);
  await sample(task, options.warmup, options.concurrency, false);
  const turns = Math.max(1, Math.round(options.requests / TURN_REQUESTS));
  const perTurn = Math.ceil(options.requests / turns);
  const referenceParts: Samples[] = [];
  const taskParts: Samples[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    referenceParts.push(await sample(reference, perTurn, options.concurrency, true));
    taskParts.push(await sample(task, perTurn, options.concurrency, true));
  }
  return { reference: summarize(referenceParts), result: summarize(taskParts) };
}
