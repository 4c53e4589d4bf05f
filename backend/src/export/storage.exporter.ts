import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { dollarQuoted, rowsInsertStatement } from './rows-insert.sql-writer.ts';
import { readTableShape } from './table-shape.query.ts';

/** One stored file as the upload walks it; `file` is relative to the manifest's folder. */
export interface ManifestObject {
  bucket: string;
  key: string;
  file: string;
  contentType: string;
  cacheControl: string;
  size: number;
  /** The member the object belonged to, put back by `storage-owners.sql` after the upload. */
  owner: string | null;
}

export interface StorageManifest {
  objects: ManifestObject[];
  /** Rows whose file was not on disk: listed so the move can be checked, not uploaded. */
  missing: Array<{ bucket: string; key: string }>;
}

const BUCKET_COLUMNS = ['id', 'name', 'public', 'file_size_limit', 'allowed_mime_types'] as const;

/**
 * Writes `storage/`: `buckets.sql` (the buckets' settings as they are here), the files under
 * `files/<bucket>/<key>`, `manifest.json` for the upload, and `storage-owners.sql`, which gives
 * each uploaded object its owner back (an upload with the service key has none).
 */
export async function exportStorage(
  client: pg.ClientBase,
  dataDir: string,
  outDir: string,
): Promise<StorageManifest> {
  const storageOut = path.join(outDir, 'storage');
  await mkdir(path.join(storageOut, 'files'), { recursive: true });
  const buckets = await readTableShape(client, 'storage', 'buckets', BUCKET_COLUMNS);
  const { rows: bucketRows } = await client.query<{ row: unknown }>(
    'select to_jsonb(b) as row from storage.buckets b order by b.id',
  );
  await writeFile(
    path.join(storageOut, 'buckets.sql'),
    '\\set ON_ERROR_STOP on\n' +
      (bucketRows.length > 0
        ? rowsInsertStatement(
            buckets,
            bucketRows.map((r) => r.row),
          )
        : ''),
  );

  const { rows } = await client.query<{
    bucket: string;
    key: string;
    content_type: string | null;
    cache_control: string | null;
    owner: string | null;
  }>(
    `select bucket_id as bucket, name as key, metadata ->> 'mimetype' as content_type,
            metadata ->> 'cacheControl' as cache_control, coalesce(owner::text, owner_id) as owner
       from storage.objects order by bucket_id, name`,
  );
  const manifest: StorageManifest = { objects: [], missing: [] };
  const storageRoot = path.resolve(dataDir, 'storage');
  for (const row of rows) {
    const source = path.resolve(storageRoot, row.bucket, row.key);
    const file = path.join('files', row.bucket, row.key);
    const target = path.resolve(storageOut, file);
    // Keys were validated on upload; this keeps a damaged row from reaching outside either folder.
    if (!source.startsWith(storageRoot + path.sep) || !target.startsWith(storageOut + path.sep))
      throw new Error(`object key escapes its folder: ${row.bucket}/${row.key}`);
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) {
      manifest.missing.push({ bucket: row.bucket, key: row.key });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    manifest.objects.push({
      bucket: row.bucket,
      key: row.key,
      file: file.split(path.sep).join('/'),
      contentType: row.content_type ?? 'application/octet-stream',
      cacheControl: row.cache_control ?? 'max-age=3600',
      size: info.size,
      owner: row.owner,
    });
  }
  await writeFile(path.join(storageOut, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const owned = manifest.objects.filter((o) => o.owner);
  await writeFile(
    path.join(storageOut, 'storage-owners.sql'),
    '\\set ON_ERROR_STOP on\n' +
      (owned.length === 0
        ? ''
        : `update storage.objects o set owner = m.owner::uuid, owner_id = m.owner
  from jsonb_to_recordset(${dollarQuoted(JSON.stringify(owned.map(({ bucket, key, owner }) => ({ bucket, key, owner }))))})
       as m(bucket text, key text, owner text)
 where o.bucket_id = m.bucket and o.name = m.key;\n`),
  );
  return manifest;
}
