import type pg from 'pg';
import type { BucketSettings } from './bucket-settings.parser.ts';

export interface NewBucket extends BucketSettings {
  id: string;
  name: string;
  owner: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Inserts as the caller: without an insert policy on storage.buckets a member is refused by RLS. */
export async function insertBucket(client: pg.PoolClient, bucket: NewBucket): Promise<void> {
  await client.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $4, $5, $6, $7)`,
    [
      bucket.id,
      bucket.name,
      bucket.owner && uuidPattern.test(bucket.owner) ? bucket.owner : null,
      bucket.owner,
      bucket.public ?? false,
      bucket.file_size_limit ?? null,
      bucket.allowed_mime_types ?? null,
    ],
  );
}

/** Updates the given settings as the caller; false when no row was visible to update. */
export async function updateBucket(
  client: pg.PoolClient,
  id: string,
  settings: BucketSettings,
): Promise<boolean> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  const { rowCount } = await client.query(
    `update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1`,
    [id, ...entries.map(([, value]) => value)],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes as the caller; false when no row was visible to delete. */
export async function deleteBucket(client: pg.PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query('delete from storage.buckets where id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** Whether the bucket exists and holds any object, read as the owner whoever asks. */
export async function bucketContents(
  db: pg.Pool | pg.PoolClient,
  id: string,
): Promise<'missing' | 'empty' | 'not-empty'> {
  const { rows } = await db.query(
    `select exists (select 1 from storage.objects where bucket_id = b.id) as has_objects
       from storage.buckets b where b.id = $1`,
    [id],
  );
  if (!rows[0]) return 'missing';
  return rows[0].has_objects ? 'not-empty' : 'empty';
}

/** Deletes every object row of the bucket and returns their names, for their files to go too. */
export async function deleteAllObjects(
  client: pg.PoolClient,
  id: string,
): Promise<Array<{ id: string; name: string }>> {
  const { rows } = await client.query<{ id: string; name: string }>(
    'delete from storage.objects where bucket_id = $1 returning id, name',
    [id],
  );
  return rows;
}
