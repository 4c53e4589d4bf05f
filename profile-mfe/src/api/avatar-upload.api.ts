import {
  getSupabase,
  loadAppConfig,
  mediaPath,
  preparePhotoUpload,
  withMediaMeta,
} from '@likegripe/shared-core';

export const AVATAR_BUCKET = 'avatars';

/** An avatar is drawn 96 px at most: 1024 px is plenty on any screen, and small to send. */
const AVATAR_MAX_EDGE = 1024;

/** The avatar as it leaves the device: drawn again without its metadata where the browser can. */
async function avatarBytes(file: File) {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return preparePhotoUpload(file, file.type, head, AVATAR_MAX_EDGE).catch(() => null);
}

/**
 * Uploads an avatar to `avatars/{userId}/{random}.{ext}` and resolves to its public url, with its
 * size and colour after `#` when it was drawn again.
 * supabase-js's upload reports no progress, so this sends the same multipart request with
 * XMLHttpRequest, whose upload events drive the progress bar (0-100).
 */
export async function uploadAvatar(
  userId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const supabase = getSupabase();
  const [{ supabaseUrl, supabaseAnonKey }, { data }] = await Promise.all([
    loadAppConfig(),
    supabase.auth.getSession(),
  ]);
  const path = mediaPath(userId, file.name, crypto.randomUUID());
  const photo = await avatarBytes(file);
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', photo?.blob ?? file, file.name);

  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${AVATAR_BUCKET}/${path}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader(
      'authorization',
      `Bearer ${data.session?.access_token ?? supabaseAnonKey}`,
    );
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(uploadErrorMessage(request.responseText, request.status)));
    };
    request.onerror = () => reject(new Error('Network error while uploading'));
    request.send(body);
  });

  const { publicUrl } = supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path).data;
  return photo ? withMediaMeta(publicUrl, photo.meta) : publicUrl;
}

/** Storage answers errors as JSON with a `message`; fall back to the status. */
function uploadErrorMessage(responseText: string, status: number): string {
  try {
    const parsed: unknown = JSON.parse(responseText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      return String((parsed as { message: unknown }).message);
    }
  } catch {
    // not JSON; use the status below
  }
  return `Upload failed with status ${status}`;
}
