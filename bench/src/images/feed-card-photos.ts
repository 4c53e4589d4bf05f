// The feed's first screen on the phone, as a visitor: what its photo cards cost in image bytes, and
// whether anything moved as the photos arrived.
import type { Browser } from 'playwright-core';
import { screenIsLive } from '../../../e2e/src/live-screen.ts';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { bytesOfObject, copyWidth, objectOf, recordImageDownloads } from './image-downloads.ts';
import { layoutShift, type LayoutShift } from './layout-shift.ts';
import { phoneContext } from './phone-context.ts';

/** A post card as the feed renders it (the skeleton has no author links). */
const CARD = 'article:has(a[href^="/profile/"])';
/** Generous: lazy pictures near the screen start only after layout, and the machine is shared. */
const QUIET_MS = 1500;

interface CardPhoto {
  alt: string;
  src: string;
  loaded: boolean;
  inViewport: boolean;
  /** Density-corrected: CSS pixels. */
  naturalWidth: number;
  boxWidth: number;
}

export interface FeedCardPhotos {
  /** Photo cards whose picture loaded without scrolling (near the screen ones too, as lazy loading fetches them). */
  cards: number;
  /** Of those, the cards inside the 844 px viewport. */
  inViewport: number;
  /** Every post photo downloaded (all copies of every stored object of the post-media bucket). */
  photoBytes: number;
  /** The pixels of its copy against the CSS pixels of its box. */
  largestCard: { alt: string; bytes: number; copyWidth: number; boxWidth: number } | null;
  /** Every image of the page, photos and avatars. */
  allImageBytes: number;
  shift: LayoutShift;
  photos: CardPhoto[];
}

export async function measureFeedCardPhotos(
  browser: Browser,
  site: BenchSite,
): Promise<FeedCardPhotos> {
  const context = await phoneContext(browser, site.gatewayUrl);
  try {
    const page = await context.newPage();
    const downloads = recordImageDownloads(page);
    await page.goto(`${site.url}/`);
    await screenIsLive(page);
    await page.locator(CARD).first().waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    const photos = await page.locator(`${CARD} img[alt^="Media for "]`).evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => {
        const box = image.getBoundingClientRect();
        return {
          alt: image.alt,
          src: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
          inViewport: box.top < window.innerHeight && box.bottom > 0,
          naturalWidth: image.naturalWidth,
          boxWidth: Math.round(box.width),
        };
      }),
    );
    const shift = await layoutShift(page);
    const all = await downloads.settled();
    const loaded = photos.filter((photo) => photo.loaded);
    const perCard = loaded.map((photo) => {
      const object = objectOf(photo.src);
      return { ...photo, bytes: object ? bytesOfObject(all, object) : 0 };
    });
    const largest = perCard.reduce<(typeof perCard)[number] | null>(
      (max, card) => (!max || card.bytes > max.bytes ? card : max),
      null,
    );
    return {
      cards: loaded.length,
      inViewport: loaded.filter((photo) => photo.inViewport).length,
      photoBytes: all
        .filter((download) => objectOf(download.url)?.startsWith('post-media/'))
        .reduce((sum, download) => sum + download.bytes, 0),
      largestCard: largest && {
        alt: largest.alt,
        bytes: largest.bytes,
        copyWidth: copyWidth(largest.src, largest.naturalWidth),
        boxWidth: largest.boxWidth,
      },
      allImageBytes: all.reduce((sum, download) => sum + download.bytes, 0),
      shift,
      photos,
    };
  } finally {
    await context.close();
  }
}
