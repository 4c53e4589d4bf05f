import type pg from 'pg';
import { objectColumns, type StoredObject } from '../object.repository.ts';

/** Which of `names` exist and are visible to the caller. */
export async function findObjectNames(
  client: pg.PoolClient,
  bucketId: string,
  names: string[],
): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucketId, names],
  );
  return rows.map((row) => row.name);
}

/** The objects whose names start with `prefix`, ordered by name; rows hidden by RLS are left out. */
export async function listObjectsUnder(
  client: pg.PoolClient,
  bucketId: string,
  prefix: string,
): Promise<StoredObject[]> {
  const { rows } = await client.query<StoredObject>(
    `select ${objectColumns} from storage.objects
      where bucket_id = $1 and left(name, length($2)) = $2 order by name`,
    [bucketId, prefix],
  );
  return rows;
}
