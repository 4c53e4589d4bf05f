import type { MediaMeta } from '../rules/image-variants';

/** The longest edge a photo keeps: more than any screen shows, and a phone photo fits the bucket. */
export const PHOTO_MAX_EDGE = 4096;

const REENCODE_QUALITY = 0.9;

/** A photo as it leaves the device: new bytes without metadata, with its size and colour. */
export interface PreparedPhoto {
  blob: Blob;
  meta: MediaMeta;
}

/** The size a `width`×`height` picture is drawn at so that its long edge is at most `maxEdge`. */
export function cappedSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** An animated WebP says so in its extended header (VP8X, animation flag). */
export function isAnimatedWebp(head: Uint8Array): boolean {
  const chunk = String.fromCharCode(...head.subarray(12, 16));
  return chunk === 'VP8X' && ((head[20] ?? 0) & 0x02) !== 0;
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

type Canvas = OffscreenCanvas | HTMLCanvasElement;

export function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function toBlob(canvas: Canvas, type: string): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: REENCODE_QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      type,
      REENCODE_QUALITY,
    ),
  );
}

/** The picture's average colour, from a copy one pixel big. */
export function averageColor(image: CanvasImageSource): string | undefined {
  const canvas = canvasOf(1, 1);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
  if (!context) return undefined;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/**
 * A still photo drawn again in the browser before it is uploaded, turned the way the camera held
 * it, its long edge at most `maxEdge` (PHOTO_MAX_EDGE): a drawing carries none of the file's metadata (the
 * GPS position, the camera's serial number, the time), and a 12 MB phone photo fits the bucket.
 * Same type as `file`. Null for what is left as it is: a GIF or an animated WebP (redrawn they would
 * lose their motion; a GIF has no place for a position) and what the browser cannot draw.
 */
export async function preparePhotoUpload(
  file: Blob,
  type: string,
  head: Uint8Array,
  maxEdge = PHOTO_MAX_EDGE,
): Promise<PreparedPhoto | null> {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(type)) return null;
  if (type === 'image/webp' && isAnimatedWebp(head)) return null;
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = cappedSize(image.width, image.height, maxEdge);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    const blob = await toBlob(canvas, type);
    return { blob, meta: { width, height, color: averageColor(image) } };
  } finally {
    image.close();
  }
}
