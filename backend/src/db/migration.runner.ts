import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { runAsRole } from './run-as-role.ts';

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * Applies `supabase/migrations/*.sql` in filename order, each in its own transaction, and records them in
 * the Supabase CLI's `supabase_migrations.schema_migrations` table so an applied one is skipped.
 * With `role`, each file runs after `set local role <role>` (the hosted check: `postgres`, which is no
 * superuser on hosted Supabase). Returns the versions applied by this call.
 */
export async function applyMigrations(
  pool: pg.Pool,
  migrationsDir: string,
  opts: { role?: string | undefined } = {},
): Promise<string[]> {
  await pool.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text, applied_at timestamptz default now()
    );
    alter table supabase_migrations.schema_migrations add column if not exists applied_at timestamptz default now();
  `);
  const files = (await readdir(migrationsDir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const { rows } = await pool.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
    if (done.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await runAsRole(client, opts.role, sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, applied_at) values ($1, $2, now())',
        [version, name],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    } finally {
      client.release();
    }
    applied.push(version);
  }
  return applied;
}
