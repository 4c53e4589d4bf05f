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

export type MediaFileCheck = { mediaType: PostMediaType } | { refusal: string };

/**
 * Whether the post-media bucket would take this file: at most its file_size_limit (10MB, the
 * size of the upload hint) and, by the file's own first bytes, one of its allowed types.
 */
export async function checkMediaFile(file: File): Promise<MediaFileCheck> {
  if (file.size > MAX_UPLOAD_BYTES) return { refusal: fileTooLargeMessage(file.name) };
  const head = await readFileHead(file).catch(() => new Uint8Array());
  const mediaType = sniffPostMediaType(head);
  return mediaType ? { mediaType } : { refusal: fileTypeMessage(file.name) };
}

export interface CheckedPick {
  accepted: { file: File; mediaType: PostMediaType }[];
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
    } else result.accepted.push({ file, mediaType: check.mediaType });
  });
  return result;
}
