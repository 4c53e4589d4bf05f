import { POST_MEDIA_ACCEPT, sniffPostMediaType } from './media-sniffing';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );
// An ISO base media file opens with a box size, 'ftyp' and the major brand.
const iso = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffPostMediaType', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]), 'video/webm'],
    ['MP4 (isom)', iso('isom'), 'video/mp4'],
    ['MP4 (mp42)', iso('mp42'), 'video/mp4'],
    ['M4V', iso('M4V '), 'video/mp4'],
    ['QuickTime with ftyp', iso('qt  '), 'video/quicktime'],
    ['QuickTime without ftyp', bytes([0, 0, 0, 8], 'moov', [0, 0]), 'video/quicktime'],
  ])('%s is %s', (_, head, expected) => {
    expect(sniffPostMediaType(head)).toBe(expected);
  });

  it.each([
    ['text', bytes('just some text\n')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['SVG after a byte order mark', bytes([0xef, 0xbb, 0xbf], '<svg>')],
    ['HTML', bytes('<!doctype html><p>')],
    ['PDF', bytes('%PDF-1.7\n')],
    ['JPEG-LS', bytes([0xff, 0xd8, 0xff, 0xf7, 0, 0])],
    ['AVI (RIFF but not WebP)', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['AVIF', iso('avif')],
    ['HEIC', iso('heic')],
    ['HEIF', iso('mif1')],
    ['M4A audio', iso('M4A ')],
    ['3GPP', iso('3gp4')],
    ['empty', bytes()],
  ])('%s is refused', (_, head) => {
    expect(sniffPostMediaType(head)).toBeNull();
  });
});

describe('POST_MEDIA_ACCEPT', () => {
  it("offers exactly the bucket's types and never SVG or a wildcard", () => {
    const offered = POST_MEDIA_ACCEPT.split(',');
    expect(offered.filter((entry) => entry.includes('/'))).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'video/mp4',
      'video/webm',
      'video/quicktime',
    ]);
    expect(POST_MEDIA_ACCEPT).not.toMatch(/svg|\*/);
  });
});
