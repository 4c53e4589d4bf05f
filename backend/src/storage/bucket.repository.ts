import type pg from 'pg';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

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

const bucketColumns = `id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

/** Buckets visible to the caller (row-level security on storage.buckets decides). */
export async function listBuckets(client: pg.PoolClient): Promise<unknown[]> {
  const { rows } = await client.query(`select ${bucketColumns} from storage.buckets order by name`);
  return rows;
}

export async function getBucket(client: pg.PoolClient, bucketId: string): Promise<unknown | null> {
  const { rows } = await client.query(
    `select ${bucketColumns} from storage.buckets where id = $1`,
    [bucketId],
  );
  return rows[0] ?? null;
}
