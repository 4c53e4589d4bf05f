import { rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type pg from 'pg';

/** The folders of a data dir that hold the community: the database and the stored files. */
const COMMUNITY_FOLDERS = ['postgres', 'storage', 'storage-variants'];

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Whether something answers on this loopback port (a running `npm start` or backend). */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Removes the embedded database and the stored files of a data dir that nothing is running on,
 * and answers which of them were there. Its secret, signing keys and releases stay, so the keys
 * and the site's releases carry on; the next start applies the migrations and seeds the demo.
 */
export async function removeCommunityData(dataDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of COMMUNITY_FOLDERS) {
    const full = path.join(dataDir, folder);
    if (!(await exists(full))) continue;
    await rm(full, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/** What a database holds, for the reset's report. */
export async function communityCounts(pool: pg.Pool) {
  const { rows } = await pool.query<{
    migrations: number;
    members: number;
    posts: number;
    files: number;
  }>(`select
        (select count(*)::int from supabase_migrations.schema_migrations) as migrations,
        (select count(*)::int from public.profiles) as members,
        (select count(*)::int from public.posts) as posts,
        (select count(*)::int from storage.objects) as files`);
  return rows[0] ?? { migrations: 0, members: 0, posts: 0, files: 0 };
}
