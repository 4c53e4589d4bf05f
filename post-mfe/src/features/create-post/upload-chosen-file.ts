import { videoPosterUrl, withMediaMeta } from '@likegripe/shared-core';
import { removePostMedia, uploadPostMedia } from '../../api/create-post-media.api';
import type { ChosenFile } from './media-files.hook';

/** The file name an address ends in. */
const fileNameOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * Uploads one chosen file and resolves to the URL the post stores: a photo's with its size and
 * colour after '#', a video's with its still, which goes up first (a still that fails to go up is
 * left out; the video still counts). A video that fails takes its still away again.
 */
export async function uploadChosenFile(
  { file, upload, mediaType, meta, poster }: ChosenFile,
  userId: string,
  onProgress: (ratio: number) => void,
): Promise<string> {
  const posterUrl = poster
    ? await uploadPostMedia('still.jpg', poster.blob, 'image/jpeg', userId, () => undefined).catch(
        () => null,
      )
    : null;
  try {
    const url = await uploadPostMedia(file.name, upload, mediaType, userId, onProgress);
    if (posterUrl && poster)
      return withMediaMeta(url, { ...poster.meta, poster: fileNameOf(posterUrl) });
    return meta ? withMediaMeta(url, meta) : url;
  } catch (error) {
    if (posterUrl) await removePostMedia([posterUrl]).catch(() => undefined);
    throw error;
  }
}

/** Every file a stored URL stands for: the file and, for a video, its still. */
export function uploadedFiles(mediaUrl: string): string[] {
  const poster = videoPosterUrl(mediaUrl);
  return poster ? [mediaUrl, poster] : [mediaUrl];
}
