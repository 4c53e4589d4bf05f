import { getSupabase, mediaPath, withoutMediaMeta } from '@likegripe/shared-core';
import { appConfig } from './app-config';

const BUCKET = 'post-media';

// supabase-js uploads have no progress events, so the file goes up with XMLHttpRequest to the same
// Storage endpoint, with the same apikey and the member's Bearer token as supabase-js would send.

/**
 * An upload that did not go through. `status` is Storage's own status (it answers 4xx as HTTP 400
 * with the real one in the body's `statusCode`), null when the request never got an answer.
 */
export class PostMediaUploadError extends Error {
  constructor(
    readonly fileName: string,
    readonly status: number | null,
    readonly code?: string,
  ) {
    super(`Upload of ${fileName} failed${status === null ? '' : ` (${status})`}`);
    this.name = 'PostMediaUploadError';
  }
}

function refusalOf(xhr: XMLHttpRequest, fileName: string): PostMediaUploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { statusCode?: unknown; code?: unknown };
    const status = Number(body.statusCode);
    return new PostMediaUploadError(
      fileName,
      Number.isInteger(status) && status > 0 ? status : xhr.status,
      typeof body.code === 'string' ? body.code : undefined,
    );
  } catch {
    // Not JSON (a proxy's page): the HTTP status is all there is.
    return new PostMediaUploadError(fileName, xhr.status);
  }
}

function send(
  url: string,
  fileName: string,
  body: Blob,
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
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(refusalOf(xhr, fileName));
    xhr.onerror = () => reject(new PostMediaUploadError(fileName, null));
    xhr.send(body);
  });
}

/**
 * Uploads the bytes of one chosen file (`fileName`, for its extension and for errors) to
 * post-media under '{userId}/{random}.{ext}' as `contentType` (the type its bytes showed),
 * reporting progress from 0 to 1, and returns its public url.
 */
export async function uploadPostMedia(
  fileName: string,
  body: Blob,
  contentType: string,
  userId: string,
  onProgress: (ratio: number) => void,
): Promise<string> {
  const [{ supabaseUrl, supabaseAnonKey }, { data }] = await Promise.all([
    appConfig(),
    getSupabase().auth.getSession(),
  ]);
  if (!data.session) throw new PostMediaUploadError(fileName, 401);
  const path = mediaPath(userId, fileName, crypto.randomUUID());
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  await send(
    `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${BUCKET}/${encodedPath}`,
    fileName,
    body,
    {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${data.session.access_token}`,
      'content-type': contentType,
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
  const paths = publicUrls.map(withoutMediaMeta).flatMap((url) => {
    const at = url.indexOf(marker);
    return at === -1 ? [] : [decodeURIComponent(url.slice(at + marker.length))];
  });
  if (paths.length > 0) await getSupabase().storage.from(BUCKET).remove(paths);
}
