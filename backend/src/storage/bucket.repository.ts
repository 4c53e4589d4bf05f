import type pg from 'pg';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Used when a bucket sets no `file_size_limit` (Supabase's default global limit). */
export const defaultFileSizeLimit = 50 * 1024 * 1024;

/** Bucket settings read as the database owner: limits apply whoever uploads. */
export async function findBucket(
  db: pg.Pool | pg.PoolClient,
  bucketId: string,
): Promise<Bucket | null> {
  const { rows } = await db.query<Bucket>(
    `select id, name, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
            allowed_mime_types
       from storage.buckets where id = $1`,
    [bucketId],
  );
  return rows[0] ?? null;
}
