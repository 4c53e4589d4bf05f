import type { ResizeMode } from './render-options.parser.ts';

export interface Size {
  width: number;
  height: number;
}

/** The output size and how to reach it: `cover` crops the scaled image to it, `fill` scales to it. */
export interface ResizePlan extends Size {
  fit: 'cover' | 'fill';
}

const scaled = (length: number, shrink: number) => Math.max(1, Math.round(length / shrink));

/**
 * The size imgproxy gives `source` for a requested box (zero = not given), with enlargement off as
 * Supabase runs it: the shrink factors of its `calcScale` (cover = imgproxy `fill`, contain =
 * `fit`, fill = `force`), then the crop to the requested box, never larger than the scaled image.
 * So nothing is enlarged: a box larger than the image keeps the image's size (cover crops it to the
 * box where the box is smaller), and `fill` keeps the box's proportions only while shrinking.
 * Null when no size is asked for.
 */
export function planResize(
  source: Size,
  box: Size,
  resize: ResizeMode = 'cover',
): ResizePlan | null {
  if (!box.width && !box.height) return null;
  const targetWidth = box.width || source.width;
  const targetHeight = box.height || source.height;
  let widthShrink = targetWidth === source.width ? 1 : source.width / targetWidth;
  let heightShrink = targetHeight === source.height ? 1 : source.height / targetHeight;
  if (widthShrink !== 1 || heightShrink !== 1) {
    if (!box.width && resize !== 'fill') widthShrink = heightShrink;
    else if (!box.height && resize !== 'fill') heightShrink = widthShrink;
    else if (resize === 'contain') widthShrink = heightShrink = Math.max(widthShrink, heightShrink);
    else if (resize === 'cover') widthShrink = heightShrink = Math.min(widthShrink, heightShrink);
  }
  const smallest = Math.min(widthShrink, heightShrink);
  if (smallest < 1) {
    widthShrink /= smallest;
    heightShrink /= smallest;
  }
  widthShrink = Math.min(widthShrink, source.width);
  heightShrink = Math.min(heightShrink, source.height);
  const scaledWidth = scaled(source.width, widthShrink);
  const scaledHeight = scaled(source.height, heightShrink);
  return {
    width: box.width ? Math.min(box.width, scaledWidth) : scaledWidth,
    height: box.height ? Math.min(box.height, scaledHeight) : scaledHeight,
    fit: resize === 'cover' ? 'cover' : 'fill',
  };
}
