export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_HINT = 'PNG, JPG, MP4 up to 10MB';
export const UPLOAD_ACCEPT = 'image/*,video/*';
export const UPLOAD_TYPE_MESSAGE = 'Only images and videos can be uploaded.';

/** Post media is played as a video when its url mentions mp4 or video; otherwise shown as an image. */
export function isVideoUrl(url: string): boolean {
  return /mp4|video/i.test(url);
}

const MEDIA_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|bmp|svg|heic|mp4|m4v|webm|mov|ogv)$/i;

export interface UploadCandidate {
  size: number;
  type: string;
  name: string;
}

/**
 * Null when the file may be uploaded, else the message to show. Only images and videos are
 * accepted; the 10MB in the hint is deliberately not enforced, as the product asks, so size is not
 * checked. Browsers leave `type` empty for some files, so the extension decides then.
 */
export function validateUploadFile({ type, name }: UploadCandidate): string | null {
  if (type) return /^(image|video)\//.test(type) ? null : UPLOAD_TYPE_MESSAGE;
  return MEDIA_EXTENSIONS.test(name) ? null : UPLOAD_TYPE_MESSAGE;
}

/** Whether a file is larger than the size the upload hint mentions (informational only). */
export function exceedsUploadHint(size: number): boolean {
  return size > MAX_UPLOAD_BYTES;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]+$/.test(extension) ? extension : 'bin';
}

/** Storage path of an upload: '{userId}/{random}.{ext}', the extension taken from the file name. */
export function mediaPath(userId: string, fileName: string, random: string): string {
  return `${userId}/${random}.${extensionOf(fileName)}`;
}
