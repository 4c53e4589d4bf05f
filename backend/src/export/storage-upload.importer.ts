import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageManifest } from './storage.exporter.ts';

export interface UploadTarget {
  /** The project URL, e.g. `https://<ref>.supabase.co` (or a local gateway). */
  url: string;
  /** The service_role key (or secret key): it may write under every member's folder. */
  serviceKey: string;
}

/**
 * Uploads every object of an export's `storage/manifest.json` through the Storage API, with its
 * content type and cache control, replacing an object already there so a run can be repeated.
 * Returns how many were uploaded; stops at the first refusal, naming the object.
 */
export async function uploadStorageExport(
  exportDir: string,
  target: UploadTarget,
): Promise<number> {
  const storageDir = path.join(exportDir, 'storage');
  const manifest = JSON.parse(
    await readFile(path.join(storageDir, 'manifest.json'), 'utf8'),
  ) as StorageManifest;
  const base = target.url.replace(/\/+$/, '');
  let uploaded = 0;
  for (const object of manifest.objects) {
    const body = await readFile(path.join(storageDir, object.file));
    const key = object.key.split('/').map(encodeURIComponent).join('/');
    const response = await fetch(
      `${base}/storage/v1/object/${encodeURIComponent(object.bucket)}/${key}`,
      {
        method: 'POST',
        headers: {
          apikey: target.serviceKey,
          authorization: `Bearer ${target.serviceKey}`,
          'content-type': object.contentType,
          'cache-control': object.cacheControl,
          'x-upsert': 'true',
        },
        body,
      },
    );
    if (!response.ok)
      throw new Error(
        `upload of ${object.bucket}/${object.key} refused: ${response.status} ${await response.text()}`,
      );
    uploaded += 1;
  }
  return uploaded;
}
