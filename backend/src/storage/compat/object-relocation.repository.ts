import type pg from 'pg';
import type { ObjectMetadata, StoredObject } from '../object.repository.ts';

const objectColumns =
  'id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata, user_metadata';

/** Renames the row as the caller (its update policy must pass for old and new place); null when not visible. */
export async function moveObjectRow(
  client: pg.PoolClient,
  from: { bucketId: string; key: string },
  to: { bucketId: string; key: string },
  owner: string | null,
): Promise<{ id: string } | null> {
  const { rows } = await client.query<{ id: string }>(
    `update storage.objects
        set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::text, updated_at = now()
      where bucket_id = $1 and name = $2 returning id`,
    [from.bucketId, from.key, to.bucketId, to.key, owner],
  );
  return rows[0] ?? null;
}

export interface ObjectCopy {
  bucketId: string;
  key: string;
  owner: string | null;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

/** Writes the copy's row as the caller (insert policy, or update too with upsert). */
export async function insertObjectCopy(
  client: pg.PoolClient,
  copy: ObjectCopy,
): Promise<StoredObject> {
  const values = [copy.bucketId, copy.key, copy.owner, copy.metadata, copy.userMetadata];
  const conflict = copy.upsert
    ? `on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await client.query<StoredObject>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
     values ($1, $2, $3::uuid, $3::text, $4, $5) ${conflict} returning ${objectColumns}`,
    values,
  );
  const [saved] = rows;
  if (!saved) throw new Error('insert into storage.objects returned no row');
  return saved;
}
