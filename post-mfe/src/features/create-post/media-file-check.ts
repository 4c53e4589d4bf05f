import {
  preparePhotoUpload,
  prepareVideoPoster,
  type MediaMeta,
  type PreparedPhoto,
} from '@likegripe/shared-core';
import { MAX_UPLOAD_BYTES } from './upload-hint';
import { MEDIA_TYPES_TEXT } from './create-post-failure';
import { MEDIA_MAX_FILES } from './post-limits';
import { readFileHead, sniffPostMediaType, type PostMediaType } from './media-sniffing';

export const fileTooLargeMessage = (name: string) =>
  `${name} is larger than 10MB and was not added.`;
export const fileTypeMessage = (name: string) =>
  `${name} is not a ${MEDIA_TYPES_TEXT} file and was not added.`;
export const tooManyFilesMessage = (name: string) =>
  `${name} was not added: a post can have up to ${MEDIA_MAX_FILES} images or videos.`;

/** A file the bucket will take: its type, the bytes to send and, for a photo, its size and colour. */
export interface AcceptedMedia {
  mediaType: PostMediaType;
  upload: Blob;
  meta?: MediaMeta;
  /** A video's still, taken in the browser, to show before the video loads. */
  poster?: PreparedPhoto;
}

export type MediaFileCheck = AcceptedMedia | { refusal: string };

/** Enough leading bytes for the type and for a WebP's animation flag. */
const HEAD_LENGTH = 32;

/**
 * Whether the post-media bucket would take this file: by its own first bytes one of its allowed
 * types and, once a still photo is drawn again without its metadata (its long edge capped, so a
 * 12MB phone photo fits), at most its file_size_limit (10MB, the size of the upload hint).
 */
export async function checkMediaFile(file: File): Promise<MediaFileCheck> {
  const head = await readFileHead(file, HEAD_LENGTH).catch(() => new Uint8Array());
  const mediaType = sniffPostMediaType(head);
  if (!mediaType) {
    return {
      refusal: (file.size > MAX_UPLOAD_BYTES ? fileTooLargeMessage : fileTypeMessage)(file.name),
    };
  }
  if (mediaType.startsWith('video/')) {
    if (file.size > MAX_UPLOAD_BYTES) return { refusal: fileTooLargeMessage(file.name) };
    const poster = await prepareVideoPoster(file);
    return poster ? { mediaType, upload: file, poster } : { mediaType, upload: file };
  }
  const photo = await preparePhotoUpload(file, mediaType, head).catch(() => null);
  const upload = photo?.blob ?? file;
  if (upload.size > MAX_UPLOAD_BYTES) return { refusal: fileTooLargeMessage(file.name) };
  return photo ? { mediaType, upload, meta: photo.meta } : { mediaType, upload };
}

export interface CheckedPick {
  accepted: ({ file: File } & AcceptedMedia)[];
  refusals: string[];
}

/** Checks a pick in order; files past the post's limit of 10 (counting `alreadyChosen`) are refused. */
export async function checkPickedFiles(
  picked: File[],
  alreadyChosen: number,
): Promise<CheckedPick> {
  const checks = await Promise.all(picked.map(checkMediaFile));
  const result: CheckedPick = { accepted: [], refusals: [] };
  checks.forEach((check, index) => {
    const file = picked[index];
    if (!file) return;
    if ('refusal' in check) result.refusals.push(check.refusal);
    else if (alreadyChosen + result.accepted.length >= MEDIA_MAX_FILES) {
      result.refusals.push(tooManyFilesMessage(file.name));
    } else result.accepted.push({ file, ...check });
  });
  return result;
}
