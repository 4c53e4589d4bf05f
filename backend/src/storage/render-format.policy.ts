import type { FormatOption } from './render-options.parser.ts';

/** Formats the renderer reads (by what sharp's prebuilt libvips decodes and the bytes show). */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff';
export type OutputFormat = SourceFormat;

/**
 * What the variant is encoded as, before the source is read: `webp` / `avif` when asked for, the
 * source's own format for `format=origin`, and otherwise WebP when the `Accept` header names it
 * (imgproxy's WebP detection, which Supabase turns on), else the source's format.
 */
export interface OutputChoice {
  format: 'webp' | 'avif' | 'origin';
  /** The choice came from the `Accept` header, so the answer must say `Vary: Accept`. */
  negotiated: boolean;
}

export function chooseOutput(format: FormatOption | undefined, accept: unknown): OutputChoice {
  if (format) return { format, negotiated: false };
  const accepts = typeof accept === 'string' && accept.toLowerCase().includes('image/webp');
  return { format: accepts ? 'webp' : 'origin', negotiated: true };
}

export function outputFormatOf(choice: OutputChoice, source: SourceFormat): OutputFormat {
  return choice.format === 'origin' ? source : choice.format;
}

export const contentTypes: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
};

/** The source format for a MIME type sniffed from the bytes, or null when it is not rendered. */
export function sourceFormatOfMime(mime: string | undefined): SourceFormat | null {
  const entry = Object.entries(contentTypes).find(([, type]) => type === mime);
  return entry ? (entry[0] as SourceFormat) : null;
}
