// Images made inside the tests with sharp: a phone photo with GPS EXIF, rotated and coloured
// sources, and hand-built files a renderer must refuse (bombs, truncated, non-images).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Written into the photo's EXIF next to the GPS position, so its bytes can be searched for. */
export const exifMarker = 'lag-exif-marker-7f3a';

/** Gaussian noise around mid grey, `sigma` strong. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });

/**
 * A phone-sized JPEG (4032×3024 by default) with EXIF GPS coordinates, a camera make and
 * `exifMarker` in ImageDescription. Built as a camera's photo is: a smooth scene (a few dozen
 * colour blobs blown up) under fine sensor grain, so it is as large as a real photo (3-5 MB at
 * full size) while a smaller copy, where the grain averages out, is as small as a real one's.
 */
export async function phonePhoto(width = 4032, height = 3024): Promise<Buffer> {
  const scene = await noise(Math.ceil(width / 64), Math.ceil(height / 64), 70)
    .png()
    .toBuffer();
  const grain = await noise(Math.ceil(width / 2), Math.ceil(height / 2), 40)
    .resize(width, height, { kernel: 'nearest' })
    .raw()
    .toBuffer();
  return sharp(scene)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .withExif({
      IFD0: { ImageDescription: exifMarker, Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2406/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 796/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A flat image of one colour. */
export function solidImage(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG stored `width`×`height` with EXIF orientation 6 (shown turned a quarter clockwise,
 * `height`×`width`), and a Display P3 ICC profile.
 */
export function rotatedJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed RGB PNG whose header declares `width`×`height` but whose data holds only `rows`
 * rows of zeros: with `rows` small, a decompression bomb of a few hundred bytes.
 */
export function pngDeclaring(width: number, height: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rows * (1 + width * 3)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an MP4 (an `ftyp` box, then an empty `mdat`): a video, not an image. */
export function tinyMp4(): Buffer {
  return Buffer.concat([
    Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex'),
    Buffer.from('00000008', 'hex'),
    Buffer.from('mdat', 'ascii'),
  ]);
}

/** The average colour of an image, as its first pixel after shrinking it to one. */
export async function averageColour(image: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(image)
    .resize(1, 1, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
}

/** Whether these bytes carry EXIF, IPTC or XMP, or the words `phonePhoto` writes into its EXIF. */
export async function carriesMetadata(bytes: Buffer): Promise<boolean> {
  const { exif, iptc, xmp } = await sharp(bytes).metadata();
  return Boolean(exif || iptc || xmp) || bytes.includes(exifMarker) || bytes.includes('PhoneCo');
}

/** The pixel size of an image's bytes. */
export async function pixelSize(bytes: Buffer): Promise<{ width?: number; height?: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
