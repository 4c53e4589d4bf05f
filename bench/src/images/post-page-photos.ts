// A post with three photos opened on the phone, as a visitor: its photos' bytes before anyone opens
// the viewer, and whether anything moved as they arrived.
import type { Browser } from 'playwright-core';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { bytesOfObject, copyWidth, recordImageDownloads } from './image-downloads.ts';
import { layoutShift, type LayoutShift } from './layout-shift.ts';
import { phoneContext } from './phone-context.ts';
import type { PhotoPost } from './photo-post.ts';

const QUIET_MS = 1500;

export interface PostPagePhotos {
  /** Every download of the post's photos, all sizes. */
  bytes: number;
  perPhoto: { object: string; bytes: number }[];
  /** The drawn tiles: pixels of the copy against the CSS pixels of the box. */
  tiles: { copyWidth: number; boxWidth: number }[];
  shift: LayoutShift;
}

export async function measurePostPagePhotos(
  browser: Browser,
  site: BenchSite,
  post: PhotoPost,
): Promise<PostPagePhotos> {
  const context = await phoneContext(browser, site.gatewayUrl);
  try {
    const page = await context.newPage();
    const downloads = recordImageDownloads(page);
    await page.goto(`${site.url}/post/${post.id}`);
    const tiles = page.getByRole('img', { name: /, image \d+ of \d+$/ });
    await tiles.first().waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    const drawn = await tiles.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc,
        naturalWidth: image.naturalWidth,
        boxWidth: Math.round(image.getBoundingClientRect().width),
      })),
    );
    const shift = await layoutShift(page);
    const all = await downloads.settled();
    const perPhoto = post.objects.map((object) => ({ object, bytes: bytesOfObject(all, object) }));
    return {
      bytes: perPhoto.reduce((sum, photo) => sum + photo.bytes, 0),
      perPhoto,
      tiles: drawn.map((tile) => ({
        copyWidth: copyWidth(tile.src, tile.naturalWidth),
        boxWidth: tile.boxWidth,
      })),
      shift,
    };
  } finally {
    await context.close();
  }
}
