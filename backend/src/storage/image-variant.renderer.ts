import { open, stat } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { sniffLength } from './content-type.verifier.ts';
import { renderErrors } from './image-render.errors.ts';
import { planResize } from './render-geometry.ts';
import {
  outputFormatOf,
  sourceFormatOfMime,
  type OutputChoice,
  type OutputFormat,
  type SourceFormat,
} from './render-format.policy.ts';
import { effectiveSize, type TransformOptions } from './render-options.parser.ts';
import { StorageError, storageErrors } from './storage-error.ts';

// One libvips thread per render: the render queue decides how many run at once. No operation
// cache: libvips would key a load on the file's path, which an upload may have replaced since.
sharp.concurrency(1);
sharp.cache(false);

export interface SourceLimits {
  /** Hosted: 25 MB. */
  maxSourceBytes: number;
  /** Hosted: 50 megapixels. */
  maxSourcePixels: number;
  /** How long libvips may work on one render. */
  timeoutSeconds: number;
}

/** Hosted Supabase's published limits on a source image. */
export const hostedSourceLimits = { maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 50_000_000 };

/** What imgproxy's default quality is, and Supabase's documented default. */
const defaultQuality = 80;

export interface RenderedImage {
  data: Buffer;
  format: OutputFormat;
}

async function sniffedFormat(sourcePath: string): Promise<SourceFormat | null> {
  // Deleted since the row was read: as a missing file.
  const file = await open(sourcePath, 'r').catch(() => {
    throw storageErrors.noSuchKey();
  });
  try {
    const head = Buffer.alloc(sniffLength);
    const { bytesRead } = await file.read(head, 0, sniffLength, 0);
    return sourceFormatOfMime((await fileTypeFromBuffer(head.subarray(0, bytesRead)))?.mime);
  } finally {
    await file.close();
  }
}

/** The decoder libvips chose; HEIF counts only as AVIF (the prebuilt libvips decodes no HEVC). */
function decodedFormat(metadata: Metadata): SourceFormat | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  const formats: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'tiff'];
  return formats.includes(metadata.format) ? (metadata.format as SourceFormat) : null;
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ quality });
    case 'avif':
      return image.avif({ quality, effort: 2 });
    case 'jpeg':
      // Supabase runs imgproxy with IMGPROXY_JPEG_PROGRESSIVE=true.
      return image.jpeg({ quality, progressive: true });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'tiff':
      return image.tiff({ quality });
  }
}

/** libvips' and sharp's failures, as storage-api answers imgproxy's. */
function asRenderError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return renderErrors.resolutionTooLarge();
  if (/^timeout/i.test(message)) return renderErrors.timedOut();
  return renderErrors.invalidSource();
}

/**
 * Renders the stored file at `sourcePath` as imgproxy would for Supabase: EXIF orientation
 * applied, resized without enlarging, every piece of metadata (EXIF, GPS, XMP, ICC) left out with
 * colours converted to sRGB, encoded as `choice` asks. Refuses, before decoding a pixel, files
 * over the size limit, bytes that are not JPEG, PNG, WebP, GIF, AVIF or TIFF, and images over the
 * pixel limit (a decompression bomb declares its size in its header).
 */
export async function renderImage(
  sourcePath: string,
  options: TransformOptions,
  choice: OutputChoice,
  limits: SourceLimits,
): Promise<RenderedImage> {
  const info = await stat(sourcePath).catch(() => null);
  if (!info?.isFile()) throw storageErrors.noSuchKey();
  if (info.size > limits.maxSourceBytes) throw renderErrors.fileTooLarge();
  const sniffed = await sniffedFormat(sourcePath);
  if (!sniffed) throw renderErrors.invalidSource();
  try {
    const image = sharp(sourcePath, {
      limitInputPixels: limits.maxSourcePixels,
      // Truncated or corrupt pixel data is refused; a camera's harmless warnings are not.
      failOn: 'error',
      autoOrient: true,
    });
    const metadata = await image.metadata();
    // Both must agree: bytes that sniff as one format but decode as another are not trusted.
    if (decodedFormat(metadata) !== sniffed) throw renderErrors.invalidSource();
    const plan = planResize(metadata.autoOrient, effectiveSize(options), options.resize);
    if (plan) image.resize(plan.width, plan.height, { fit: plan.fit, position: 'centre' });
    const format = outputFormatOf(choice, sniffed);
    const data = await encode(image, format, options.quality ?? defaultQuality)
      .timeout({ seconds: limits.timeoutSeconds })
      .toBuffer();
    return { data, format };
  } catch (error) {
    throw asRenderError(error);
  }
}
