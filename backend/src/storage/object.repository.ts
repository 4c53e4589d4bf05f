import type pg from 'pg';

export interface ObjectMetadata {
  size: number;
  mimetype: string;
  cacheControl: string;
  eTag: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

/** The columns of a `StoredObject`. */
export const objectColumns =
  'id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata, user_metadata';

export interface NewObject {
  bucketId: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** The metadata storage-api keeps with an object whose bytes were just written. */
export function objectMetadata(file: {
  size: number;
  eTag: string;
  mimetype: string;
  cacheControl: string;
}): ObjectMetadata {
  return {
    size: file.size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    eTag: file.eTag,
    lastModified: new Date().toUTCString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

/** Inserts (or with `upsert` replaces) the row; RLS on storage.objects is checked by the caller's role. */
export async function saveObject(
  client: pg.PoolClient,
  object: NewObject,
  upsert: boolean,
): Promise<string> {
  const values = [object.bucketId, object.name, object.owner, object.metadata, object.userMetadata];
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
                  values ($1, $2, $3::uuid, $3::text, $4, $5)`;
  const sql = upsert
    ? `${insert} on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()
       returning id`
    : `${insert} returning id`;
  const { rows } = await client.query<{ id: string }>(sql, values);
  const [saved] = rows;
  if (!saved) throw new Error('insert into storage.objects returned no row');
  return saved.id;
}

/** `update()`: replaces an existing object only (PUT); RLS update policy applies. */
export async function replaceObject(
  client: pg.PoolClient,
  object: NewObject,
): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    `update storage.objects set owner = $3::uuid, owner_id = $3::text, metadata = $4, user_metadata = $5,
            updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2 returning id`,
    [object.bucketId, object.name, object.owner, object.metadata, object.userMetadata],
  );
  return rows[0]?.id ?? null;
}

export async function findObject(
  db: pg.Pool | pg.PoolClient,
  bucketId: string,
  name: string,
): Promise<StoredObject | null> {
  const { rows } = await db.query<StoredObject>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

/** Deletes the rows the caller may delete and returns them; rows hidden by RLS are left alone. */
export async function deleteObjects(
  client: pg.PoolClient,
  bucketId: string,
  names: string[],
): Promise<StoredObject[]> {
  const { rows } = await client.query<StoredObject>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`,
    [bucketId, names],
  );
  return rows;
}
