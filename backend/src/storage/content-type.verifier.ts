import { fileTypeFromBuffer } from 'file-type';
import { mimeEssence } from './mime-type.matcher.ts';
import { storageErrors } from './storage-error.ts';

/** file-type reads at most this many leading bytes. */
export const sniffLength = 4100;

// Containers whose detected type depends on a brand or a track, not on what the file is: a phone's
// .mp4 may sniff as video/x-m4v or audio/mp4. Within one group the declared type is kept.
const containerGroups = [
  ['video/mp4', 'video/x-m4v', 'audio/mp4', 'audio/x-m4a', 'video/quicktime'],
  ['video/webm', 'audio/webm', 'video/x-matroska', 'audio/x-matroska'],
];

function familyOf(essence: string): 'image' | 'av' | null {
  const [family = '', subtype = ''] = essence.split('/');
  // SVG is markup: it is an image only to a browser that then runs its scripts.
  if (subtype.includes('xml') || subtype.includes('svg')) return null;
  if (family === 'image') return 'image';
  if (family === 'video' || family === 'audio') return 'av';
  return null;
}

const utf8Bom = [0xef, 0xbb, 0xbf];
const whitespace = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x00, 0xfe, 0xff]);

/**
 * True when the bytes open like HTML, SVG, XML or script: after any BOM (UTF-8 or UTF-16, whose
 * zero bytes are skipped too) and whitespace the first character is `<`. Only the opening counts:
 * photos carry XMP metadata (`<x:xmpmeta …>`) further in.
 */
export function looksLikeMarkup(head: Buffer): boolean {
  let index = utf8Bom.every((byte, i) => head[i] === byte) ? utf8Bom.length : 0;
  while (index < head.length && whitespace.has(head[index] ?? 0)) index += 1;
  return head[index] === 0x3c;
}

/**
 * The type to store for an upload declared `declared` whose first bytes are `head`. A declared
 * image, video or audio type must be what the bytes are: markup or unknown bytes are refused (as
 * storage-api's 415 invalid_mime_type). Bytes of another type of the same family (a PNG named .jpg)
 * are stored as what they are, so the bucket's allow-list and every download see the real type.
 * Other declared types are kept; downloads serve them as attachments.
 */
export async function verifyContentType(declared: string, head: Buffer): Promise<string> {
  const declaredEssence = mimeEssence(declared);
  const declaredFamily = familyOf(declaredEssence);
  if (!declaredFamily) return declared;
  if (looksLikeMarkup(head)) throw storageErrors.invalidMime(declaredEssence);
  const sniffed = (await fileTypeFromBuffer(head))?.mime;
  if (!sniffed || familyOf(sniffed) !== declaredFamily)
    throw storageErrors.invalidMime(declaredEssence);
  if (sniffed === declaredEssence) return declared;
  const sameContainer = containerGroups.some(
    (group) => group.includes(sniffed) && group.includes(declaredEssence),
  );
  return sameContainer ? declared : sniffed;
}
