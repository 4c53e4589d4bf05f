// The create-post form checks every limit the database and the post-media bucket enforce before
// anything is sent, keeps what the member typed, and never shows a raw server message. In Chromium
// against the production builds and a real backend with the demo data.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { saveScreenshot } from '../src/screenshots.ts';

const SHELL_PORT = 5000;
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The smallest valid PNG and GIF (1x1).
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

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

interface CreatePage {
  page: Page;
  userId: string;
  /** Every upload to post-media and every posts insert the page started. */
  sent: string[];
}

async function openCreate(
  email: string | null,
  width = 1280,
  { forAxe = false } = {},
): Promise<CreatePage> {
  // The site's CSP refuses inline scripts; only the axe-core check lifts it to inject axe.
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: forAxe });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() !== 'POST') return;
    if (url.includes('/storage/v1/object/post-media/') || url.includes('/rest/v1/posts')) {
      sent.push(`${request.method()} ${url}`);
    }
  });
  let userId = '';
  if (email) {
    const { data, error } = await anonClient(running.stack).auth.signInWithPassword({
      email,
      password: 'password123',
    });
    if (error) throw error;
    userId = data.user.id;
    const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
    await page.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
      storageKey,
      JSON.stringify(data.session),
    ] as const);
  }
  await page.goto(`${running.site.url}/create`);
  await screenIsLive(page);
  if (email) await page.getByLabel('Title').waitFor();
  else await page.getByText('Sign in required').waitFor();
  return { page, userId, sent };
}

const postsBy = async (userId: string) =>
  Number(
    (await running.stack.pool.query('select count(*) from posts where user_id = $1', [userId]))
      .rows[0].count,
  );

const submit = (page: Page) => page.getByRole('button', { name: 'Create Review Post' }).click();

const pngFiles = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  }));

describe('a member on /create', () => {
  test('sees each text limit before anything is sent, and keeps what was typed', async () => {
    const { page, userId, sent } = await openCreate('carol@example.com');
    const before = await postsBy(userId);
    const title = `  ${'T'.repeat(201)}  `;
    const description = `${'d'.repeat(4990)} #café ${'e'.repeat(10)}`;
    const longTag = 'x'.repeat(51);
    const link = `https://example.com/${'a'.repeat(2029)}`;
    assert.equal(link.length, 2049);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description (optional)').fill(description);
    await page.getByText(`${description.length.toLocaleString('en-US')}/5,000`).waitFor();
    await page.getByLabel('Hashtags (optional)').fill(longTag);
    await page.keyboard.press('Enter');
    await page.getByText('Hashtags must be 50 characters or fewer.').waitFor();
    assert.equal(await page.getByLabel('Hashtags (optional)').inputValue(), longTag);
    await page.getByLabel('Link (optional)').fill(link);
    await submit(page);

    await page.getByText('Title must be 200 characters or fewer.').waitFor();
    await page.getByText('Description must be 5,000 characters or fewer.').waitFor();
    await page
      .getByText(
        'Change #café in your title or description. Hashtags may only contain the letters a-z, digits and underscore.',
      )
      .waitFor();
    await page.getByText('Link must be 2,048 characters or fewer.').waitFor();
    assert.equal(await page.getByLabel('Title').inputValue(), title);
    assert.equal(await page.getByLabel('Description (optional)').inputValue(), description);
    assert.equal(await page.getByLabel('Link (optional)').inputValue(), link);
    assert.equal(page.url(), `${running.site.url}/create`);
    assert.deepEqual(sent, []);
    assert.equal(await postsBy(userId), before);
    await page.context().close();
  });

  test('can add at most 10 files and only real images and videos, checked by their bytes', async () => {
    const { page, userId, sent } = await openCreate('dave@example.com');
    const before = await postsBy(userId);
    const accept = (await page.locator('input[type=file]').getAttribute('accept')) ?? '';
    assert.doesNotMatch(accept, /svg|image\/\*/);

    await page
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG },
        { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text\n') },
        ...pngFiles(11, 'shot'),
      ]);
    await page
      .getByText('logo.svg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file and was not added.')
      .waitFor();
    await page
      .getByText('notes.jpg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file and was not added.')
      .waitFor();
    await page
      .getByText('shot-11.png was not added: a post can have up to 10 images or videos.')
      .waitFor();
    const chosen = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
    assert.equal(await chosen.count(), 10);
    for (const refused of ['logo.svg', 'notes.jpg', 'shot-11.png']) {
      assert.equal(await page.getByRole('button', { name: `Remove ${refused}` }).count(), 0);
    }

    // A full list refuses a further file too, and the title check still runs before any upload.
    await page.locator('input[type=file]').setInputFiles(pngFiles(1, 'more'));
    await page
      .getByText('more-1.png was not added: a post can have up to 10 images or videos.')
      .waitFor();
    await submit(page);
    await page.getByText('Please enter a title.').waitFor();
    assert.equal(await chosen.count(), 10);
    assert.deepEqual(sent, []);
    assert.equal(await postsBy(userId), before);
    await page.context().close();
  });

  test('creates a post at every limit exactly, with a GIF and a PNG named .jpg', async () => {
    const { page, userId, sent } = await openCreate('erin@example.com');
    const title = `Limits ${'t'.repeat(193)}`;
    const description = `Every limit at once ${'d'.repeat(4980)}`;
    const link = `https://example.com/${'a'.repeat(2028)}`;
    const tags = Array.from({ length: 10 }, (_, index) => `${index}${'h'.repeat(49)}`);
    assert.equal(title.length, 200);
    assert.equal(description.length, 5000);
    assert.equal(link.length, 2048);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description (optional)').fill(description);
    for (const tag of tags) {
      await page.getByLabel('Hashtags (optional)').fill(tag);
      await page.keyboard.press('Enter');
    }
    await page.getByLabel('Link (optional)').fill(link);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'anim.gif', mimeType: 'image/gif', buffer: PIXEL_GIF },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PIXEL_PNG },
    ]);
    await page.getByRole('button', { name: 'Remove photo.jpg' }).waitFor();
    await submit(page);
    await page.waitForURL(`${running.site.url}/`);

    const { rows } = await running.stack.pool.query(
      `select p.title, p.description, p.link_url, p.hashtags, p.media_urls,
              array(select o.metadata->>'mimetype' from storage.objects o
                     where o.bucket_id = 'post-media'
                       and 'post-media/' || o.name = any (
                         select substring(u from '/object/public/([^#]*)') from unnest(p.media_urls) u)
                     order by o.name) as stored_types
         from posts p where p.user_id = $1 order by p.created_at desc limit 1`,
      [userId],
    );
    const created = rows[0];
    assert.equal(created.title, title);
    assert.equal(created.description, description);
    assert.equal(created.link_url, link);
    assert.deepEqual([...created.hashtags].sort(), [...tags].sort());
    assert.equal(created.media_urls.length, 2);
    assert.deepEqual([...created.stored_types].sort(), ['image/gif', 'image/png']);
    assert.equal(sent.filter((request) => request.includes('/post-media/')).length, 2);
    await page.context().close();
  });

  test('a refused insert says what happened in words, never the server message', async () => {
    const { page, userId } = await openCreate('frank@example.com');
    const before = await postsBy(userId);
    // The network drops the insert: a failure the form cannot check beforehand.
    await page.route('**/rest/v1/posts*', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await page.getByLabel('Title').fill('Lost on the way');
    await submit(page);
    const toast = page
      .getByRole('region', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Error creating post' });
    await toast
      .getByText('The server could not be reached. Check your connection and try again.')
      .waitFor();
    assert.doesNotMatch((await toast.textContent()) ?? '', /fetch|TypeError|PGRST|constraint/i);
    assert.equal(await page.getByLabel('Title').inputValue(), 'Lost on the way');
    assert.equal(await postsBy(userId), before);
    await page.context().close();
  });
});

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; nodes: { html: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run(context: Document): Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
  });
}

describe('/create at every width', () => {
  test('has no sideways scroll from 320 to 1440 px with long input and 10 files', async () => {
    const { page } = await openCreate('alice@example.com', 320);
    const word = 'w'.repeat(5000);
    await page.getByLabel('Title').fill('L'.repeat(300));
    await page.getByLabel('Description (optional)').fill(word);
    for (let index = 0; index < 10; index += 1) {
      await page.getByLabel('Hashtags (optional)').fill(`${index}${'n'.repeat(49)}`);
      await page.keyboard.press('Enter');
    }
    await page.getByLabel('Link (optional)').fill(`https://example.com/${'p'.repeat(3000)}`);
    await page
      .locator('input[type=file]')
      .setInputFiles(pngFiles(12, `a-very-long-file-name-${'f'.repeat(120)}`));
    await submit(page);
    await page.getByText('Title must be 200 characters or fewer.').waitFor();
    for (const width of [320, 360, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      assert.equal(await sidewaysScroll(page), 0, `${width} px`);
      if (width === 360 || width === 1280) {
        await saveScreenshot(page, 'create', { name: 'every limit over' }, width);
      }
    }
    await page.context().close();
  });

  test('has no serious or critical axe violation, signed in and signed out', async () => {
    const found: string[] = [];
    for (const email of ['alice@example.com', null]) {
      for (const width of [360, 1280]) {
        const { page } = await openCreate(email, width, { forAxe: true });
        if (email) {
          await submit(page);
          await page.getByText('Please enter a title.').waitFor();
        }
        const who = `${email ? 'member' : 'visitor'} at ${width} px`;
        found.push(
          ...(await seriousAxeViolations(page)).map((violation) => `${who}: ${violation}`),
        );
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(page, email ? 'member' : 'visitor', { name: 'create' }, width);
        await page.context().close();
      }
    }
    assert.deepEqual(found, []);
  });
});
