// The home feed and creating a post, in Chromium against the production builds and a real
// backend with the demo data. Orders and counts are checked against the database itself.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { pngFile } from '../src/png-file.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { scrollToEnd } from '../src/scroll-to-end.ts';
import { REMOTES, portOf } from '../../tooling/remotes.mjs';

const SHELL_PORT = 4300;

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function dbIds(sql: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await running.stack.pool.query<{ id: string }>(sql, params);
  return rows.map((row) => row.id);
}

async function openFeed(width = 1280, height = 800) {
  const page = await browser.newPage({ viewport: { width, height } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // Pages of cards and the Filters panel's count (rpc/feed_card_count) apart; no page carries a count.
  const feedRequests: string[] = [];
  const countRequests: string[] = [];
  const countedPages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/feed_card_count')) countRequests.push(request.url());
    if (!request.url().includes('/rest/v1/feed_cards')) return;
    feedRequests.push(request.url());
    if (request.method() === 'GET' && /count=/.test(request.headers()['prefer'] ?? '')) {
      countedPages.push(request.url());
    }
  });
  await page.goto(`${running.site.url}/`);
  await page.locator('article[data-post-id]').first().waitFor();
  // The server draws the first cards: wait for React's own.
  await screenIsLive(page);
  return { page, pageErrors, feedRequests, countRequests, countedPages };
}

function cardIds(page: Page): Promise<string[]> {
  return page
    .locator('article[data-post-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id') ?? ''));
}

/** Waits until the cards on screen are exactly `expected`, in order (the list reloads on a filter). */
async function expectCards(page: Page, expected: string[]) {
  await page.waitForFunction((ids) => {
    const shown = [...document.querySelectorAll('article[data-post-id]')].map((card) =>
      card.getAttribute('data-post-id'),
    );
    return shown.length === ids.length && shown.every((id, index) => id === ids[index]);
  }, expected);
}

describe('visitor', () => {
  test('sees the seeded feed, newest first, the first page with the page, then one request per page', async () => {
    const { page, pageErrors, feedRequests, countRequests, countedPages } = await openFeed();
    await page.getByRole('heading', { name: 'Like and Gripe' }).waitFor();
    await page.getByText('Share your thoughts, get honest feedback from the community').waitFor();
    const newest = await dbIds('select id from posts order by created_at desc, id desc');
    await expectCards(page, newest.slice(0, 12));
    assert.equal(feedRequests.length, 0, 'the site server drew the first page for a visitor');
    const firstCard = page.locator('article[data-post-id]').first();
    assert.match((await firstCard.textContent()) ?? '', /\d+ likes?/);

    await scrollToEnd(page, page.getByText("You've reached the end!"));
    assert.deepEqual(await cardIds(page), newest);
    assert.equal(feedRequests.length, Math.ceil((newest.length + 1) / 12) - 1);
    assert.deepEqual(countRequests, [], 'no count while the Filters panel is closed');
    assert.deepEqual(countedPages, []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  test('searches title and description, case-insensitively', async () => {
    const { page } = await openFeed();
    await page.getByPlaceholder('Search reviews...').fill('CoFFee');
    const expected = await dbIds(
      `select id from posts where title ilike '%coffee%' or description ilike '%coffee%'
        order by created_at desc, id desc`,
    );
    assert.ok(expected.length > 0);
    await expectCards(page, expected);
    await page.getByRole('button', { name: 'Remove Search: CoFFee' }).click();
    await expectCards(
      page,
      (await dbIds('select id from posts order by created_at desc, id desc')).slice(0, 12),
    );
    await page.close();
  });

  test('filters by category with the number of reviews found', async () => {
    const { page, countRequests, countedPages } = await openFeed();
    await page.getByRole('button', { name: 'Filters' }).click();
    const all = await dbIds('select id from posts');
    await page.getByText(`${all.length} reviews found`).waitFor();
    await page.getByLabel('Category').selectOption('food');
    const expected = await dbIds(
      `select id from posts where category = 'food' order by created_at desc, id desc`,
    );
    await expectCards(page, expected.slice(0, 12));
    const plural = expected.length === 1 ? 'review' : 'reviews';
    await page.getByText(`${expected.length} ${plural} found`).waitFor();
    await page.getByRole('button', { name: 'Remove Food & Restaurants' }).waitFor();
    // One count per filter set, each its own request; the pages of cards carry none.
    assert.equal(countRequests.length, 2);
    assert.match(countRequests[1] ?? '', /_category=food/);
    assert.deepEqual(countedPages, []);
    await page.close();
  });

  test('filters by a hashtag clicked on a card', async () => {
    const { page } = await openFeed();
    const chip = page.locator('article[data-post-id] a[aria-label^="Filter by #"]').first();
    const tag = ((await chip.textContent()) ?? '').replace('#', '');
    await chip.click();
    const expected = await dbIds(
      'select id from posts where hashtags && array[$1]::text[] order by created_at desc, id desc',
      [tag],
    );
    await expectCards(page, expected.slice(0, 12));
    await page.getByRole('button', { name: `Remove #${tag}` }).waitFor();
    await page.close();
  });

  test('sorts by most liked over the whole feed, page after page', async () => {
    const { page, feedRequests } = await openFeed();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Sort').selectOption('most_liked');
    const expected = await dbIds(
      'select id from posts order by like_count desc, created_at desc, id desc',
    );
    await expectCards(page, expected.slice(0, 12));
    await scrollToEnd(page, page.getByText("You've reached the end!"));
    assert.deepEqual(await cardIds(page), expected);
    const sorted = feedRequests.filter((url) => url.includes('like_count.desc'));
    assert.equal(sorted.length, Math.ceil((expected.length + 1) / 12));
    await page.close();
  });

  test('a finger down on a card reads the post and its screen before the tap ends', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(running.site.url);
    await screenIsLive(page);
    const card = page.locator('article[data-post-id]').first();
    const postId = (await card.getAttribute('data-post-id')) ?? '';
    const postRemote = REMOTES.find((remote) => remote.name === 'post')!;
    const postOrigin = `http://localhost:${String(portOf(postRemote, SHELL_PORT))}/`;
    const postRead = page.waitForRequest(
      (request) => request.url().includes('/rest/v1/') && request.url().includes(postId),
    );
    const postScreen = page.waitForRequest((request) => request.url().startsWith(postOrigin));
    await card.locator('p').first().dispatchEvent('pointerdown', { pointerType: 'touch' });
    await Promise.all([postRead, postScreen]);
    assert.equal(new URL(page.url()).pathname, '/', 'the tap has not happened yet');

    await card.locator('p').first().click();
    await page.waitForURL(`${running.site.url}/post/${postId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  test('comes back from a post to the same scroll position', async () => {
    const { page } = await openFeed(1280, 700);
    // The browser's own restoration is switched off, so only the feed's restore can pass this.
    await page.evaluate(() => {
      window.history.scrollRestoration = 'manual';
    });
    await scrollToEnd(page, page.getByText("You've reached the end!"));
    const card = page.locator('article[data-post-id]').nth(20);
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    assert.ok(scrollY > 1000, `scrolled to ${scrollY}`);
    const postId = await card.getAttribute('data-post-id');
    await card.locator('p').first().click();
    await page.waitForURL(`${running.site.url}/post/${postId}`);
    await page.getByText('Back to Feed').waitFor();
    // Reading the post from its top, as a reader does, before going back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${running.site.url}/`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrollY);
    await page.close();
  });
});

async function openCreateAsMember(email: string) {
  const client = createClient(running.stack.url, running.stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/post-media/')) uploads.push(request.url());
  });
  await page.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  await page.goto(`${running.site.url}/create`);
  await screenIsLive(page);
  await page.getByLabel('Title').waitFor();
  return { page, dialogs, uploads, userId: data.user.id };
}

const postCount = async () =>
  Number((await running.stack.pool.query('select count(*) from posts')).rows[0].count);

describe('member creating a post', () => {
  test('refuses a 12 MB file before any upload and a javascript: link', async () => {
    const { page, uploads } = await openCreateAsMember('carol@example.com');
    const before = await postCount();
    await page.locator('input[type=file]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    await page.getByText('huge.png is larger than 10MB and was not added.').waitFor();
    await page.getByLabel('Title').fill('A link that runs code');
    await page.getByLabel('Link (optional)').fill('javascript:alert(document.cookie)');
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    await page.getByText('Please enter a link that starts with http:// or https://.').waitFor();
    assert.equal(page.url(), `${running.site.url}/create`);
    assert.deepEqual(uploads, []);
    assert.equal(await postCount(), before);
    await page.close();
  });

  test('creates a post with two images and a link, sees it first, markup as text, mention notified', async () => {
    const { page, dialogs, uploads, userId } = await openCreateAsMember('alice@example.com');
    const title = 'Camera <script>alert("t")</script> <b>bold</b> #photography';
    const description = 'Sharp lens <img src=x onerror="alert(1)"> thanks @bob_builds for the tip';
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('products');
    await page.getByLabel('Description (optional)').fill(description);
    await page.getByLabel('Hashtags (optional)').fill('gear');
    await page.keyboard.press('Enter');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngFile(320, 180) },
      { name: 'back.png', mimeType: 'image/png', buffer: pngFile(200, 200) },
    ]);
    await page.getByLabel('Link (optional)').fill('https://example.com/camera');
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    await page.waitForURL(`${running.site.url}/`);

    const { rows } = await running.stack.pool.query(
      'select id, media_urls, link_url, hashtags from posts where user_id = $1 order by created_at desc limit 1',
      [userId],
    );
    const created = rows[0];
    assert.equal(created.media_urls.length, 2);
    for (const url of created.media_urls) {
      assert.match(
        url,
        new RegExp(`/storage/v1/object/public/post-media/${userId}/[0-9a-f-]+\\.png#w=\\d+&h=\\d+`),
      );
    }
    assert.equal(uploads.length, 2);
    assert.equal(created.link_url, 'https://example.com/camera');
    assert.deepEqual([...created.hashtags].sort(), ['gear', 'photography']);

    const firstCard = page.locator('article[data-post-id]').first();
    await page.waitForFunction(
      (id) => document.querySelector('article[data-post-id]')?.getAttribute('data-post-id') === id,
      created.id,
    );
    assert.equal(await firstCard.getByRole('heading').textContent(), title);
    assert.match((await firstCard.textContent()) ?? '', /<img src=x onerror="alert\(1\)">/);
    assert.equal(await firstCard.locator('script, b, img[src="x"]').count(), 0);
    const media = firstCard.locator('img[src*="post-media"]');
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.naturalWidth > 0,
      await media.elementHandle(),
    );
    assert.equal(
      await firstCard.getByRole('link', { name: 'example.com' }).getAttribute('href'),
      'https://example.com/camera',
    );
    assert.equal(
      await firstCard.getByRole('link', { name: '@bob_builds' }).getAttribute('href'),
      '/profile/bob_builds',
    );
    assert.deepEqual(dialogs, []);

    const mentions = await running.stack.pool.query(
      `select n.id from notifications n join profiles p on p.id = n.user_id
        where p.username = 'bob_builds' and n.type = 'mention' and n.metadata->>'content_id' = $1`,
      [created.id],
    );
    assert.equal(mentions.rowCount, 1);
    await page.close();
  });
});
