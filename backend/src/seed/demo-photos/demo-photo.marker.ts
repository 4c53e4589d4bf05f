import type pg from 'pg';

/** What the marker row records: the public URL the demo photos' URLs start with, and those URLs. */
export interface RecordedDemoPhotos {
  public_url: string;
  urls: string[];
}

/**
 * The record that this database has its demo photos, or null. Kept beside the Supabase CLI's
 * `seed_files` (local bookkeeping that no export or hosted project carries).
 */
export async function readDemoPhotoMarker(pool: pg.Pool): Promise<RecordedDemoPhotos | null> {
  await pool.query(`
    create table if not exists supabase_migrations.demo_photos (
      one_row boolean primary key default true check (one_row),
      public_url text not null,
      urls text[] not null,
      added_at timestamptz not null default now()
    )`);
  const { rows } = await pool.query<RecordedDemoPhotos>(
    'select public_url, urls from supabase_migrations.demo_photos',
  );
  return rows[0] ?? null;
}

/** The demo posts' photo URLs as stored now, for the benchmark to reuse; none without the photos. */
export async function demoPostPhotoUrls(client: pg.ClientBase): Promise<string[]> {
  const { rows: marker } = await client.query<{ present: boolean }>(
    "select to_regclass('supabase_migrations.demo_photos') is not null as present",
  );
  if (!marker[0]?.present) return [];
  const { rows } = await client.query<{ url: string }>(`
    select u as url from supabase_migrations.demo_photos, unnest(urls) as u
     where u like '%/storage/v1/object/public/post-media/%'`);
  return rows.map((row) => row.url);
}
