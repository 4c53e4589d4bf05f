import type pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.server.ts';

export interface Database {
  /** Connection URL of the database owner (superuser on the embedded server). */
  databaseUrl: string;
  /** True when an embedded cluster was created by this start. */
  fresh: boolean;
  stop(): Promise<void>;
  /** Starts the embedded server again on the same data dir after it died; absent for `DATABASE_URL`. */
  restart?: () => Promise<void>;
}

/** Uses `DATABASE_URL` when given, else starts the embedded server: one code path with `pg` afterwards. */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  password: string;
  clusterTemplatesDir?: string | undefined;
}): Promise<Database> {
  if (opts.databaseUrl)
    return { databaseUrl: opts.databaseUrl, fresh: false, stop: async () => undefined };
  const server = await startEmbeddedPostgres(opts);
  return {
    databaseUrl: server.databaseUrl,
    fresh: server.initialised,
    stop: server.stop,
    restart: server.restart,
  };
}

/** Lets PostgREST log in as `authenticator`, and asks it to reload its schema cache. */
export async function prepareAuthenticator(pool: pg.Pool, password: string): Promise<void> {
  const { rows } = await pool.query<{ sql: string }>(
    "select format('alter role authenticator with login password %L', $1::text) as sql",
    [password],
  );
  const statement = rows[0]?.sql;
  if (!statement) throw new Error('could not build the authenticator password statement');
  await pool.query(statement);
}

/** How long one statement may run for each API role; PostgREST applies a role's settings when it switches to it. */
export interface ApiRoleTimeouts {
  anon: string;
  authenticated: string;
}

/** The statement timeouts hosted Supabase gives the API roles, so one slow query cannot hold a connection. */
export async function limitApiRoles(pool: pg.Pool, timeouts: ApiRoleTimeouts): Promise<void> {
  for (const [role, timeout] of Object.entries(timeouts)) {
    const { rows } = await pool.query<{ sql: string }>(
      'select format($$alter role %I set statement_timeout = %L$$, $1::text, $2::text) as sql',
      [role, timeout],
    );
    if (rows[0]) await pool.query(rows[0].sql);
  }
}

export function authenticatorUrl(databaseUrl: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = encodeURIComponent(password);
  return url.toString();
}

export async function reloadPostgrestSchema(pool: pg.Pool): Promise<void> {
  await pool.query("notify pgrst, 'reload schema'");
}
