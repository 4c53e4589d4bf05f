import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** One platform file and the role that owns what it creates on hosted Supabase (`null`: the superuser). */
export interface PlatformFile {
  file: string;
  owner: string | null;
}

/**
 * What hosted Supabase has before a project's first migration, in the order it comes to be there.
 * `supabase/migrations` assumes all of it and may not create any of it (on hosted Supabase `postgres`
 * owns none of it), so the backend applies these first.
 */
export const platformFiles: readonly PlatformFile[] = [
  { file: 'roles.sql', owner: null },
  { file: 'auth.sql', owner: 'supabase_auth_admin' },
  { file: 'storage.sql', owner: 'supabase_storage_admin' },
  { file: 'realtime.sql', owner: 'postgres' },
  { file: 'realtime-messages.sql', owner: 'postgres' },
  { file: 'public-defaults.sql', owner: 'postgres' },
];

const platformDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Applies the platform files, each in its own transaction. Locally all run as the pool's superuser.
 * With `asOwners` each runs after `set local role <owner>`, so its objects belong to the roles that
 * own them on hosted Supabase (the hosted check prepares its database this way; the roles must exist).
 */
export async function applyPlatformSchema(
  pool: pg.Pool,
  opts: { asOwners?: boolean } = {},
): Promise<void> {
  for (const { file, owner } of platformFiles) {
    const sql = await readFile(path.join(platformDir, file), 'utf8');
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (opts.asOwners && owner) {
        const { rows } = await client.query<{ sql: string }>(
          'select format($$set local role %I$$, $1::text) as sql',
          [owner],
        );
        if (rows[0]) await client.query(rows[0].sql);
      }
      await client.query(sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`Platform set-up ${file} failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      client.release();
    }
  }
}
