import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { runAsRole } from './run-as-role.ts';

/**
 * Applies `supabase/seed.sql` once per database, recorded in the Supabase CLI's
 * `supabase_migrations.seed_files`. With `role`, the seed runs as that role, as the migrations do.
 * Returns whether it ran now.
 */
export async function applySeedOnce(
  pool: pg.Pool,
  seedFile: string,
  opts: { role?: string | undefined } = {},
): Promise<boolean> {
  if (!existsSync(seedFile)) return false;
  await pool.query(`
    create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)
  `);
  const key = path.join('supabase', path.basename(seedFile));
  const { rowCount } = await pool.query(
    'select 1 from supabase_migrations.seed_files where path = $1',
    [key],
  );
  if (rowCount) return false;
  const sql = await readFile(seedFile, 'utf8');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await runAsRole(client, opts.role, sql);
    await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      key,
      createHash('sha256').update(sql).digest('hex'),
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new Error(`Seed ${key} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    client.release();
  }
  return true;
}
