// Phone photos end to end: a member posts three real-size photos with a GPS position through
// /create; what is stored and served carries no metadata, and a visitor on a 390 px phone (DPR 3)
// downloads copies the size of what the screen draws, without the page moving when they arrive.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { carriesMetadata, phonePhoto, pixelSize } from '../../backend/test/helpers/test-images.ts';
import { serviceClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { signedInContext } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 7500;
const TITLE = 'Three phone photos of the new espresso bar';
const VIDEO_TITLE = 'A short clip of the espresso machine';
const KB = 1024;

let running: SiteWithBackend;
let browser: Browser;
let photo: Buffer;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  photo = await phonePhoto();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

/** A phone: 390 px wide at three device pixels per CSS pixel, touch, as a visitor. */
function phoneContext(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
}

/** The image responses a page receives from now on: their bytes by URL, once all have arrived. */
function recordImages(page: Page) {
  const images = new Map<string, number>();
  const reading: Promise<unknown>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return;
    const read = response.body().then((body) => images.set(response.url(), body.length));
    reading.push(read.catch(() => undefined));
  });
  return {
    async settled(): Promise<Map<string, number>> {
      await Promise.all(reading);
      return images;
    },
    clear() {
      images.clear();
    },
  };
}

/** The bytes of the images whose URL holds `part`. */
const bytesOf = (images: Map<string, number>, part: string) =>
  [...images].filter(([url]) => url.includes(part)).reduce((sum, [, bytes]) => sum + bytes, 0);

/**
 * The page's layout shift as Core Web Vitals counts it (shifts right after an input left out),
 * with what moved, as the browser measures it.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        };
        const found = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            for (const source of entry.sources)
              found.moved.push(
                (source.node as Element | undefined)?.outerHTML.slice(0, 120) ?? '?',
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 500);
      }),
  );

async function storedMediaUrls(): Promise<string[]> {
  const { rows } = await running.stack.pool.query<{ media_urls: string[] }>(
    'select media_urls from posts where title = $1',
    [TITLE],
  );
  return rows[0]?.media_urls ?? [];
}

/**
 * The copy an image shows and the width it is drawn at, once it is decoded and laid out. The feed
 * may put a card's image back while it settles; a detached image measures 0 px, so it is read again.
 */
async function drawnSize(image: Locator) {
  for (let attempt = 1; ; attempt += 1) {
    await image.waitFor({ state: 'visible' });
    const drawn = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      await new Promise(requestAnimationFrame);
      return {
        src: img.currentSrc,
        natural: img.naturalWidth,
        css: img.isConnected ? img.getBoundingClientRect().width : 0,
      };
    });
    if (drawn.css > 0 || attempt === 5) return drawn;
  }
}

describe('phone photos', () => {
  test('a member posts three photos; the site stores them without their position', async () => {
    const { context } = await signedInContext(browser, running.stack, 'alice@example.com');
    const page = await context.newPage();
    await page.goto(`${running.site.url}/create`);
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Category').selectOption('food');
    await page.locator('input[type=file]').setInputFiles(
      ['bar', 'cup', 'menu'].map((name) => ({
        name: `${name}.jpg`,
        mimeType: 'image/jpeg',
        buffer: photo,
      })),
    );
    await page.getByRole('button', { name: 'Remove menu.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();

    const urls = await storedMediaUrls();
    assert.equal(urls.length, 3);
    for (const url of urls) {
      assert.match(url, /#w=4032&h=3024&c=[0-9a-f]{6}$/);
      const stored = Buffer.from(await (await fetch(url)).arrayBuffer());
      assert.deepEqual(await pixelSize(stored), { width: 4032, height: 3024 });
      assert.equal(await carriesMetadata(stored), false, `${url} still carries metadata`);
    }
  });

  test('a phone downloads copies the size of the card and the post, none with metadata', async () => {
    const urls = await storedMediaUrls();
    assert.equal(urls.length, 3, 'the first test stores the photos');
    const objectPaths = urls.map((url) => new URL(url).pathname.split('/public/')[1] ?? url);
    const context = await phoneContext();
    const page = await context.newPage();
    const images = recordImages(page);

    await page.goto(`${running.site.url}/`);
    const card = page.locator('article').filter({ hasText: TITLE });
    const cardImage = card.getByRole('img', { name: `Media for ${TITLE}` });
    const drawn = await drawnSize(cardImage);
    assert.match(drawn.src, /\/render\/image\/public\/post-media\//);
    assert.ok(drawn.natural <= drawn.css * 3 + 1, `a ${drawn.natural} px copy for ${drawn.css} px`);
    const cardBytes = bytesOf(await images.settled(), objectPaths[0] ?? '');
    assert.ok(cardBytes > 0 && cardBytes <= 200 * KB, `the card cost ${cardBytes} bytes`);

    images.clear();
    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/post\//);
    const photos = page.getByRole('button', { name: new RegExp(`^${TITLE}, image`) });
    await photos.first().waitFor();
    for (const image of await page.getByRole('img', { name: /image \d of 3/ }).all())
      await image.evaluate((img: HTMLImageElement) => img.decode());
    const loaded = await images.settled();
    const postBytes = objectPaths.reduce((sum, part) => sum + bytesOf(loaded, part), 0);
    assert.ok(postBytes > 0 && postBytes <= 600 * KB, `the post's photos cost ${postBytes} bytes`);

    // Opened straight from its address too, drawn by the server: nothing moves as photos arrive.
    await page.reload();
    for (const image of await page.getByRole('img', { name: /image \d of 3/ }).all())
      await image.evaluate((img: HTMLImageElement) => img.decode());
    assert.deepEqual(await layoutShift(page), { total: 0, moved: [] });

    for (const [url] of loaded) {
      if (!objectPaths.some((pathPart) => url.includes(pathPart))) continue;
      const served = Buffer.from(
        await (await fetch(url, { headers: { accept: 'image/webp' } })).arrayBuffer(),
      );
      assert.equal(await carriesMetadata(served), false, `${url} carries metadata`);
    }
    await context.close();
  });

  test('a 28 px avatar chip downloads a 28 px picture', async () => {
    const { userId, context } = await signedInContext(browser, running.stack, 'bob@example.com');
    const service = serviceClient(running.stack);
    const path = `${userId}/big-avatar.jpg`;
    const upload = await service.storage
      .from('avatars')
      .upload(path, photo, { contentType: 'image/jpeg', upsert: true });
    assert.equal(upload.error, null);
    const avatarUrl = service.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    await running.stack.pool.query('update profiles set avatar_url = $1 where id = $2', [
      avatarUrl,
      userId,
    ]);
    const page = await context.newPage();
    const images = recordImages(page);
    await page.goto(`${running.site.url}/`);
    const chip = page.getByRole('link', { name: 'Your profile' }).getByRole('img');
    await chip.evaluate((img: HTMLImageElement) => img.decode());
    const bytes = bytesOf(await images.settled(), 'big-avatar');
    assert.ok(bytes > 0 && bytes <= 10 * KB, `the header's avatar cost ${bytes} bytes`);
    await context.close();
  });

  test('a video goes up with a still, which the feed shows until it plays', async () => {
    const { context } = await signedInContext(browser, running.stack, 'carol@example.com');
    const page = await context.newPage();
    await page.goto(`${running.site.url}/create`);
    // A second of a moving picture, recorded by the browser itself: no video tool is installed.
    const webm = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
      const context2d = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 25; frame += 1) {
        if (context2d) {
          context2d.fillStyle = `hsl(${frame * 14} 70% 50%)`;
          context2d.fillRect(0, 0, 640, 360);
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      return Array.from(bytes);
    });
    await page.getByLabel('Title').fill(VIDEO_TITLE);
    await page.getByLabel('Category').selectOption('food');
    await page.locator('input[type=file]').setInputFiles({
      name: 'clip.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from(webm),
    });
    await page.getByRole('button', { name: 'Remove clip.webm' }).waitFor();
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const { rows } = await running.stack.pool.query<{ media_urls: string[] }>(
      'select media_urls from posts where title = $1',
      [VIDEO_TITLE],
    );
    const [stored] = rows[0]?.media_urls ?? [];
    assert.match(stored ?? '', /#w=640&h=360&c=[0-9a-f]{6}&p=[\w-]+\.jpg$/);
    const still = `${(stored ?? '').slice(0, (stored ?? '').lastIndexOf('/') + 1)}${/p=([\w.-]+)$/.exec(stored ?? '')?.[1]}`;
    const stillBytes = Buffer.from(await (await fetch(still)).arrayBuffer());
    assert.deepEqual(await pixelSize(stillBytes), { width: 640, height: 360 });
    const video = page.locator('article').filter({ hasText: VIDEO_TITLE }).locator('video');
    assert.match(
      (await video.getAttribute('poster')) ?? '',
      /\/render\/image\/public\/post-media\//,
    );
    assert.equal(await video.getAttribute('preload'), 'metadata');
    await context.close();
  });
});
