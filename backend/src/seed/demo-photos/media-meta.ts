/** What a stored picture's URL says about it before anyone downloads it. */
export interface PictureMeta {
  width: number;
  height: number;
  /** The dominant colour as `rrggbb`. */
  color: string;
}

/**
 * `url` with the picture's pixel size and dominant colour after `#`
 * (`…/a.jpg#w=4032&h=3024&c=8a7f6e`), which the site reads to reserve the picture's shape and paint
 * a placeholder colour; browsers never send what follows `#`. The format of shared-core's
 * `withMediaMeta`, which the site's uploads use (the backend imports nothing from the site).
 */
export function withMediaMeta(url: string, meta: PictureMeta): string {
  const params = new URLSearchParams({
    w: String(meta.width),
    h: String(meta.height),
    c: meta.color.toLowerCase(),
  });
  return `${url}#${params.toString()}`;
}
