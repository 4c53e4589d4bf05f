import { getSupabase, loadAppConfig, mediaPath } from '@likegripe/shared-core';

export const AVATAR_BUCKET = 'avatars';

/**
 * Uploads an avatar to `avatars/{userId}/{random}.{ext}` and resolves to its public url.
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
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);

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

  return supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path).data.publicUrl;
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
