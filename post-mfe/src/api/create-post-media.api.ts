import { getSupabase, loadAppConfig, mediaPath, type AppConfig } from '@likegripe/shared-core';

const BUCKET = 'post-media';

let configPromise: Promise<AppConfig> | null = null;

// supabase-js uploads have no progress events, so the file goes up with XMLHttpRequest to the same
// Storage endpoint, with the same apikey and the member's Bearer token as supabase-js would send.
function appConfig(): Promise<AppConfig> {
  configPromise ??= loadAppConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

function storageErrorMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `Upload failed (HTTP ${xhr.status})`;
}

function send(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (ratio: number) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(storageErrorMessage(xhr)));
    xhr.onerror = () => reject(new Error(`Could not upload ${file.name}. Check your connection.`));
    xhr.send(file);
  });
}

/**
 * Uploads one file to post-media under '{userId}/{random}.{ext}', reporting progress from 0 to 1,
 * and returns its public url.
 */
export async function uploadPostMedia(
  file: File,
  userId: string,
  onProgress: (ratio: number) => void,
): Promise<string> {
  const [{ supabaseUrl, supabaseAnonKey }, { data }] = await Promise.all([
    appConfig(),
    getSupabase().auth.getSession(),
  ]);
  if (!data.session) throw new Error('Please sign in to create a post.');
  const path = mediaPath(userId, file.name, crypto.randomUUID());
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  await send(
    `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${BUCKET}/${encodedPath}`,
    file,
    {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${data.session.access_token}`,
      'content-type': file.type || 'application/octet-stream',
      'cache-control': 'max-age=3600',
      'x-upsert': 'false',
    },
    onProgress,
  );
  onProgress(1);
  return getSupabase().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

/** Removes uploads of a post that was not created, so a failed attempt leaves no orphans. */
export async function removePostMedia(publicUrls: string[]): Promise<void> {
  const marker = `/object/public/${BUCKET}/`;
  const paths = publicUrls.flatMap((url) => {
    const at = url.indexOf(marker);
    return at === -1 ? [] : [decodeURIComponent(url.slice(at + marker.length))];
  });
  if (paths.length > 0) await getSupabase().storage.from(BUCKET).remove(paths);
}
