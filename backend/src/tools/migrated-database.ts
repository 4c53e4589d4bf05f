import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.server.ts';
import { applyMigrations } from '../db/migration.runner.ts';
import { applyPlatformSchema } from '../db/platform/platform-schema.runner.ts';
import { createServicePool } from '../db/pool.ts';
import { pickFreePort } from '../free-port.ts';

export interface MigratedDatabase {
  /** Superuser connection to a database holding the platform schema and every migration. */
  databaseUrl: string;
  stop(): Promise<void>;
}

const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');

/** A new database named `lag_types_<random>` on the server of `serverUrl`, and how to drop it. */
async function createDatabaseOn(serverUrl: string): Promise<MigratedDatabase> {
  const name = `lag_types_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    stop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The embedded PostgreSQL on a free port with its data in a temporary folder removed by `stop()`. */
async function startThrowawayServer(): Promise<MigratedDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lag-types-'));
  // The embedded server runs as the `postgres` OS user, which must reach <dataDir>/postgres.
  await chmod(dataDir, 0o755);
  try {
    const server = await startEmbeddedPostgres({
      dataDir,
      port: await pickFreePort(),
      password: 'postgres',
    });
    return {
      databaseUrl: server.databaseUrl,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A throwaway database with the schema the app runs on: a temporary database on the server of
 * `serverUrl` when given (as the backend tests do with `DATABASE_URL`), else a new embedded server.
 * Platform schema first, then `supabase/migrations`, as the stack starts.
 */
export async function startMigratedDatabase(
  serverUrl: string | undefined,
): Promise<MigratedDatabase> {
  const database = serverUrl ? await createDatabaseOn(serverUrl) : await startThrowawayServer();
  const pool = createServicePool(database.databaseUrl, 2);
  try {
    await applyPlatformSchema(pool);
    await applyMigrations(pool, migrationsDir);
    return database;
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  } finally {
    await pool.end();
  }
}
