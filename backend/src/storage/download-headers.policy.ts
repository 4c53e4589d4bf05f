import { isValidMimeType } from './mime-type.matcher.ts';

/** Media a browser only ever shows as media; everything else could run script on the API origin. */
function rendersOnlyAsMedia(mimetype: string): boolean {
  const essence = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const [family = '', subtype = ''] = essence.split('/');
  if (subtype.includes('xml') || subtype.includes('svg')) return false;
  return family === 'image' || family === 'video' || family === 'audio';
}

/** The stored type when it is a well-formed type, else the one browsers never render. */
export function contentTypeForDownload(stored: unknown): string {
  return typeof stored === 'string' && isValidMimeType(stored)
    ? stored
    : 'application/octet-stream';
}

function attachment(filename: string): string {
  const encoded = encodeURIComponent(filename);
  return `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`;
}

/**
 * `?download[=name]` asks for an attachment, as on Supabase; any type that is not plain media is
 * always one, so HTML, SVG, XML or script uploaded to a bucket without type limits never renders.
 */
export function contentDispositionFor(
  mimetype: string,
  download: string | undefined,
  key: string,
): string | null {
  const basename = key.split('/').pop() || 'download';
  if (download !== undefined) return attachment(download || basename);
  return rendersOnlyAsMedia(mimetype) ? null : attachment(basename);
}

/** Headers every storage answer carries: no type guessing, and a stored file is never a page. */
export const hardeningHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

const printable = /^[\t\x20-\x7e]*$/;

/** A stored header value that Node can send, or null to leave the header out. */
export function sendableHeaderValue(value: unknown): string | null {
  return typeof value === 'string' && printable.test(value) ? value : null;
}
