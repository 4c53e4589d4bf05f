// Starts the benchmark backend as a child process and talks to it by URL, like the site does.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseKind, Scale } from './bench-stack.ts';

export interface BackendInfo {
  /** Gateway base URL, as given to `createClient`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  databaseUrl: string;
  /** PostgREST itself, without the gateway in front. */
  postgrestUrl: string;
  /** Seconds spent seeding in this start; null when the data was already there. */
  seedSeconds: number | null;
  /** Seconds the seeding of this database took, in whichever run did it; null if not recorded. */
  recordedSeedSeconds: number | null;
  /** Where the embedded server keeps this database; null for the Debian server. */
  dataDir: string | null;
}

export interface BenchBackend extends BackendInfo {
  /** Owner connection to the benchmark database, for picking ids and writing test rows. */
  pool: pg.Pool;
  stop(): Promise<void>;
}

const childScript = fileURLToPath(new URL('./backend.child.ts', import.meta.url));

export async function startBenchBackend(
  kind: DatabaseKind,
  scale: Scale,
  log: (line: string) => void,
): Promise<BenchBackend> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', childScript, kind, String(scale.posts), String(scale.comments)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    errors.push(line);
    if (errors.length > 40) errors.shift();
    if (/^\s*(seeding|\w.*rows)/.test(line)) log(line);
  });
  const exited = once(child, 'exit');
  const info = await new Promise<BackendInfo>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY '))
        resolve(JSON.parse(line.slice('READY '.length)) as BackendInfo);
    });
    void exited.then(([code]) =>
      reject(new Error(`Benchmark backend exited (${code}):\n${errors.join('\n')}`)),
    );
  });
  const pool = new pg.Pool({ connectionString: info.databaseUrl, max: 4 });
  return {
    ...info,
    pool,
    async stop() {
      await pool.end();
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
