/**
 * The types the post-media bucket accepts (its allowed_mime_types), told apart by a file's first
 * bytes rather than by its name or the type the browser guessed from the name. Storage verifies the
 * same bytes and refuses anything else, so the form refuses it first.
 */
export type PostMediaType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime';

/** What the file picker offers: the bucket's types, and their extensions for systems without them. */
export const POST_MEDIA_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.mp4',
  '.m4v',
  '.webm',
  '.mov',
].join(',');

/** How many leading bytes decide the type. */
export const SNIFF_LENGTH = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO base media brands that are not a video the bucket takes: still images (AVIF, HEIF), audio
// and 3GPP, which storage would store under a type outside the allow-list.
const REFUSED_BRAND = /^(avi[fs]|mif1|msf1|hei[cx]|hev[cx]|crx|M4A|M4B|F4A|F4B|3g)/;

/** The ISO base media type (MP4, MOV) by the major brand of its 'ftyp' box. */
function isoMediaType(bytes: Uint8Array): PostMediaType | null {
  const brand = ascii(bytes, 8, 12).replace(/\0/g, ' ').trim();
  if (brand === 'qt') return 'video/quicktime';
  return REFUSED_BRAND.test(brand) ? null : 'video/mp4';
}

/** The bucket type these leading bytes are, or null when they are none of them. */
export function sniffPostMediaType(bytes: Uint8Array): PostMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // FF D8 FF F7 is JPEG-LS, a different format.
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[3] !== 0xf7) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp' && ((bytes[8] ?? 0) & 0x60) !== 0) return isoMediaType(bytes);
  // QuickTime files without an 'ftyp' box open with one of these atoms.
  if (['moov', 'mdat', 'free', 'wide'].includes(box)) return 'video/quicktime';
  return null;
}

/** The first bytes of a file, through FileReader, which every browser has. */
export function readFileHead(file: Blob, length = SNIFF_LENGTH): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
