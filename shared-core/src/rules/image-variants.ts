/**
 * What an upload knows about its picture before anyone downloads it: the size in pixels and a
 * dominant colour. It travels after `#` in the stored URL (`…/photo.jpg#w=1200&h=900&c=8a7f6e`),
 * which browsers never send to the server, so a screen can reserve the picture's shape and paint a
 * placeholder without another request.
 */
export interface MediaMeta {
  width?: number;
  height?: number;
  /** A CSS hex colour, `#rrggbb`. */
  color?: string;
  /** A video's still: the file name of a picture in the same folder. */
  poster?: string;
}

/** The part of a stored URL the server sees (its `#` part left out). */
export function withoutMediaMeta(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The size and colour written after `#`, as far as they are there and well formed. */
export function mediaMeta(url: string): MediaMeta {
  const hash = url.indexOf('#');
  if (hash === -1) return {};
  const params = new URLSearchParams(url.slice(hash + 1));
  const color = params.get('c');
  const poster = params.get('p');
  const width = positive(params.get('w'));
  const height = positive(params.get('h'));
  return {
    ...(width && height ? { width, height } : {}),
    ...(color && /^[0-9a-f]{6}$/i.test(color) ? { color: `#${color.toLowerCase()}` } : {}),
    ...(poster && /^[\w-]+\.(jpg|jpeg|png|webp)$/i.test(poster) ? { poster } : {}),
  };
}

/** `url` with its size and colour written after `#` (replacing any that were there). */
export function withMediaMeta(url: string, meta: MediaMeta): string {
  const params = new URLSearchParams();
  if (meta.width && meta.height) {
    params.set('w', String(Math.round(meta.width)));
    params.set('h', String(Math.round(meta.height)));
  }
  if (meta.color) params.set('c', meta.color.replace(/^#/, '').toLowerCase());
  if (meta.poster) params.set('p', meta.poster);
  const fragment = params.toString();
  return fragment ? `${withoutMediaMeta(url)}#${fragment}` : withoutMediaMeta(url);
}

/** The address of a video's still, beside the video, when its upload made one. */
export function videoPosterUrl(url: string): string | undefined {
  const { poster } = mediaMeta(url);
  if (!poster) return undefined;
  const video = withoutMediaMeta(url);
  return `${video.slice(0, video.lastIndexOf('/') + 1)}${poster}`;
}

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/** The widest copy the storage service renders. */
const MAX_VARIANT_WIDTH = 2500;

/** The widths a picture is offered in, in pixels, besides its box's own at 1x, 2x and 3x. */
export const VARIANT_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000];

/** Good enough for photos on a phone's screen at a fraction of the bytes of the default 80. */
const VARIANT_QUALITY = 70;

/** The box a picture is drawn in, in CSS pixels; without a height it keeps its own shape. */
export interface ImageBox {
  width: number;
  height?: number;
}

/** What an `img` needs: the picture to load and, where there are sizes to choose from, the list. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** The render URL of a public storage object at `width` (and, for a box, `height`), cropped to fill. */
function renderUrl(objectUrl: string, width: number, height: number | undefined): string {
  const url = new URL(objectUrl.replace(OBJECT_PATH, RENDER_PATH));
  url.search = '';
  url.searchParams.set('width', String(width));
  if (height) {
    url.searchParams.set('height', String(height));
    url.searchParams.set('resize', 'cover');
  }
  url.searchParams.set('quality', String(VARIANT_QUALITY));
  return url.toString();
}

/**
 * The sources of a picture drawn in `box`: with image transformations on and a public storage
 * object, a list of rendered widths up to three times the box (the box at 1x, 2x and 3x among them,
 * never past the picture's own width when known), each cropped to the box's shape; otherwise the stored file as it is. The
 * element sets `sizes` (or its width) so the browser picks one for its screen.
 */
export function imageSources(url: string, box: ImageBox, transformations: boolean): ImageSources {
  const stored = withoutMediaMeta(url);
  if (!transformations || !stored.includes(OBJECT_PATH)) return { src: stored };
  const own = mediaMeta(url).width;
  const largest = Math.min(box.width * 3, own ?? Infinity);
  const cap = MAX_VARIANT_WIDTH;
  // The box at 1x, 2x and 3x exactly, and the usual widths between, for layouts narrower than it.
  const exact = [1, 2, 3].map((density) => Math.min(Math.round(box.width * density), largest, cap));
  const widths = [...VARIANT_WIDTHS.filter((width) => width < largest), ...exact]
    .map((width) => Math.round(width))
    .sort((a, b) => a - b);
  const heightAt = (width: number) =>
    box.height ? Math.round((width * box.height) / box.width) : undefined;
  const srcSet = [...new Set(widths)]
    .map((width) => `${renderUrl(stored, width, heightAt(width))} ${width}w`)
    .join(', ');
  const first = Math.min(Math.round(box.width), Math.round(largest), cap);
  return { src: renderUrl(stored, first, heightAt(first)), srcSet };
}
