// The images a page downloads, with their bytes, as Chromium received them.
import type { Page, Response } from 'playwright-core';

export interface ImageDownloads {
  /** Every image response so far (URL and body bytes), once their bodies have been read. */
  settled(): Promise<{ url: string; bytes: number }[]>;
}

/** Starts recording the image responses of `page`; call before it navigates. */
export function recordImageDownloads(page: Page): ImageDownloads {
  const reading: Promise<{ url: string; bytes: number } | null>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return;
    reading.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length }),
        () => null,
      ),
    );
  });
  return {
    async settled() {
      const all = await Promise.all(reading);
      return all.filter((entry) => entry !== null);
    },
  };
}

/** The stored object an image URL is of (`post-media/<path>`), for the object and render routes alike. */
export function objectOf(url: string): string | null {
  const match = /\/storage\/v1\/(?:object|render\/image)\/public\/([^?#]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The bytes of the downloads of the stored object `object`, whatever their size or format. */
export function bytesOfObject(downloads: { url: string; bytes: number }[], object: string): number {
  return downloads
    .filter((download) => objectOf(download.url) === object)
    .reduce((sum, download) => sum + download.bytes, 0);
}

/**
 * The width in pixels of the copy an `img` shows: a rendered copy's `width` parameter (the
 * element's `naturalWidth` is divided by the density the browser chose from `srcset`), else the
 * stored file's own.
 */
export function copyWidth(src: string, naturalWidth: number): number {
  const asked = Number(new URL(src).searchParams.get('width'));
  return Number.isInteger(asked) && asked > 0 ? asked : naturalWidth;
}
