import type pg from 'pg';

const bucketColumns = `id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

export interface BucketListOptions {
  limit?: number;
  offset?: number;
  sortColumn?: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder?: 'asc' | 'desc';
  search?: string;
}

/** Buckets visible to the caller (row-level security on storage.buckets decides). */
export async function listBuckets(
  client: pg.PoolClient,
  options: BucketListOptions = {},
): Promise<unknown[]> {
  const escaped = (options.search ?? '').replace(/[\\%_]/g, (char) => `\\${char}`);
  // The column and order come from fixed lists; never from the request text itself.
  const order = `${options.sortColumn ?? 'name'} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}`;
  const { rows } = await client.query(
    `select ${bucketColumns}, 'STANDARD' as type from storage.buckets
      where name ilike $1 order by ${order} limit $2 offset $3`,
    [`%${escaped}%`, options.limit ?? null, options.offset ?? 0],
  );
  return rows;
}

export async function getBucket(client: pg.PoolClient, bucketId: string): Promise<unknown | null> {
  const { rows } = await client.query(
    `select ${bucketColumns} from storage.buckets where id = $1`,
    [bucketId],
  );
  return rows[0] ?? null;
}
