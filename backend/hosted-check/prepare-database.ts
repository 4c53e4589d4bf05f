import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyPlatformSchema } from '../src/db/platform/platform-schema.runner.ts';

/**
 * Prepares one database of the hosted check's cluster as hosted Supabase's images leave a new project:
 * the backend's platform files, each run as the role that owns those objects there, and the supautils
 * stand-in. Usage: `tsx hosted-check/prepare-database.ts <superuser URL of the database>`.
 */
const url = process.argv[2];
if (!url) throw new Error('usage: prepare-database.ts <database url>');
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  await applyPlatformSchema(pool, { asOwners: true });
  const standIn = fileURLToPath(new URL('./supautils-stand-in.sql', import.meta.url));
  await pool.query(await readFile(standIn, 'utf8'));
} finally {
  await pool.end();
}
