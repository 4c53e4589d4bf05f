/**
 * Post media is played as a video when its url mentions mp4 or video, or names a file of the other
 * video types the bucket takes (WebM, MOV, M4V); otherwise shown as an image.
 */
export function isVideoUrl(url: string): boolean {
  const address = url.split('#')[0] ?? '';
  return /mp4|video/i.test(address) || /\.(webm|mov|m4v)(\?|$)/i.test(address);
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
