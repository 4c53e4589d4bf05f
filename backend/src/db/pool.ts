import pg from 'pg';

/** A pool connected as the database owner (superuser locally); services use it for their own tables. */
export function createServicePool(databaseUrl: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle client losing its connection (server stop) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}
