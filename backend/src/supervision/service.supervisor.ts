import type { ServiceState } from '../gateway/health.route.ts';

/** One running instance of a supervised service. */
export interface RunningService {
  /** Settles when this instance has died, with a few words on how. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /** Name used in the log lines, e.g. "PostgREST". */
  name: string;
  /** Starts a fresh instance (same port, same data). */
  start(): Promise<RunningService>;
  /** Delay before the first restart; doubled after each failed attempt (capped at 30 s). */
  restartDelayMs: number;
  /** Restarts allowed in any 60 s; past that the next try waits until the oldest is a minute old. */
  maxRestartsPerMinute: number;
  /** Where the one-line notices go (stderr by default). */
  log?: (line: string) => void;
}

export interface Supervisor {
  state(): ServiceState;
  stop(): Promise<void>;
}

const maxDelayMs = 30_000;
const minuteMs = 60_000;

/**
 * Crash-only supervision: when the instance dies the supervisor notices, logs one line, reports
 * the service down, and starts it again with backoff, never more often than allowed per minute.
 */
export async function supervise(
  first: RunningService,
  opts: SupervisorOptions,
): Promise<Supervisor> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let current: RunningService | undefined = first;
  let state: ServiceState = 'up';
  let stopping = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const restarts: number[] = [];

  const watch = (instance: RunningService) => {
    void instance.exited.then((how) => {
      if (stopping || current !== instance) return;
      current = undefined;
      state = 'down';
      log(`[supervisor] ${opts.name} died (${how}); restarting it`);
      schedule();
    });
  };

  const schedule = () => {
    const now = Date.now();
    while (now - (restarts[0] ?? now) >= minuteMs) restarts.shift();
    let delay = Math.min(opts.restartDelayMs * 2 ** failures, maxDelayMs);
    if (restarts.length >= opts.maxRestartsPerMinute) {
      const wait = (restarts[0] ?? now) + minuteMs - now;
      log(`[supervisor] ${opts.name} restarted too often; next try in ${Math.ceil(wait / 1000)} s`);
      delay = Math.max(delay, wait);
    }
    timer = setTimeout(() => void attempt(), delay);
  };

  const attempt = async () => {
    timer = undefined;
    if (stopping) return;
    restarts.push(Date.now());
    try {
      const instance = await opts.start();
      if (stopping) return void (await instance.stop());
      current = instance;
      state = 'up';
      failures = 0;
      log(`[supervisor] ${opts.name} is running again`);
      watch(instance);
    } catch (error) {
      failures += 1;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`[supervisor] ${opts.name} did not start again: ${reason}`);
      schedule();
    }
  };

  watch(first);
  return {
    state: () => state,
    stop: async () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current?.stop();
    },
  };
}
