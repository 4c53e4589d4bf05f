// The post page with real, hostile content, in Chromium against the production builds and a real
// backend: a 100-character name, 5,000-character words and long URLs everywhere a member can write,
// ten images and long comments. Every width from a small phone to a wide desktop keeps the page
// inside the viewport, comment links are safe, long comments fold, the images open in a viewer that
// works by keyboard, and Escape closes the reply box.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { pngFile } from '../src/png-file.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { saveScreenshot } from '../src/screenshots.ts';

const SHELL_PORT = 5100;
const WIDTHS = [320, 360, 390, 1280, 1440];
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const LONG_NAME = `Maximilian ${'Q'.repeat(89)}`;
const TITLE_WORD = 'T'.repeat(185);
const LONG_URL = `https://example.com/${'path/'.repeat(300)}end`;
const COMMENT_URL = 'https://example.org/reviews/headphones?sort=new&page=2';
const LIKE_WORD = `superb${'b'.repeat(4900)}`;
const LONG_COMMENT = Array.from(
  { length: 12 },
  (_, line) => `Line ${line + 1}: the pad is cool, the fit is good all day.`,
).join('\n');

let running: SiteWithBackend;
let browser: Browser;
let postId: string;
const sessions: Record<string, string> = {};

async function signedInClient(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = anonClient(running.stack);
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  sessions[email] = JSON.stringify(data.session);
  return { client, id: data.user.id };
}

async function must<T>(
  request: PromiseLike<{ data: T; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return data;
}

/** Bob (renamed to a 100-character name) posts ten images and long words; others comment. */
async function seedHostilePost() {
  const bob = await signedInClient('bob@example.com');
  const alice = await signedInClient('alice@example.com');
  const carol = await signedInClient('carol@example.com');
  await must(bob.client.from('profiles').update({ display_name: LONG_NAME }).eq('id', bob.id));
  const mediaUrls: string[] = [];
  for (let index = 0; index < 10; index++) {
    const path = `${bob.id}/content-${index}.png`;
    const png = pngFile(64, 48, index * 25);
    await must(
      bob.client.storage.from('post-media').upload(path, png, { contentType: 'image/png' }),
    );
    mediaUrls.push(bob.client.storage.from('post-media').getPublicUrl(path).data.publicUrl);
  }
  const post = await must(
    bob.client
      .from('posts')
      .insert({
        user_id: bob.id,
        title: `Headphones ${TITLE_WORD}`,
        description: `Thanks @alice! Specs: ${LONG_URL} and ${'W'.repeat(2000)} #audio`,
        category: 'technology',
        media_urls: mediaUrls,
        link_url: LONG_URL,
        hashtags: ['audio', 'x'.repeat(50)],
      })
      .select('id')
      .single(),
  );
  postId = (post as { id: string }).id;
  const comment = (author: { client: SupabaseClient; id: string }, type: string, content: string) =>
    must(
      author.client
        .from('comments')
        .insert({ post_id: postId, user_id: author.id, comment_type: type, content })
        .select('id')
        .single(),
    ) as Promise<{ id: string }>;
  await comment(alice, 'like', LIKE_WORD);
  await comment(alice, 'like', LONG_COMMENT);
  const linked = await comment(carol, 'like', `See ${COMMENT_URL}. Or javascript:alert(1)`);
  await comment(carol, 'gripe', `Too ${'heavy'.repeat(600)} for travel, see ${LONG_URL}`);
  await must(
    bob.client.from('comments').insert({
      post_id: postId,
      user_id: bob.id,
      comment_type: 'reply',
      parent_id: linked.id,
      content: `Agreed ${'R'.repeat(3000)} ${LONG_URL}`,
    }),
  );
}

async function openPage(width: number, member?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (member) {
    const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      sessions[member]!,
    ] as const);
  }
  const page = await context.newPage();
  await page.goto(`${running.site.url}/post/${postId}`);
  // Focus and reads would reach the server's inert copy of the post before React replaces it.
  await screenIsLive(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

function sectionHeader(page: Page, title: 'Likes' | 'Gripes' | 'Questions') {
  return page.getByRole('heading', { name: new RegExp(`^${title} ?\\d+ `) }).getByRole('button');
}

/** Opens Likes and Gripes with every comment loaded and Carol's replies shown. */
async function openEverything(page: Page) {
  // Each list is waited for before the next header is clicked: the Likes list arriving moves the
  // Gripes header down, and a click during that move could land on a Likes comment instead.
  const shown = { Likes: /^See https/, Gripes: /^Too heavy/ };
  for (const title of ['Likes', 'Gripes'] as const) {
    const header = sectionHeader(page, title);
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await page.getByText(shown[title]).waitFor();
  }
  await commentCard(page, 'See https').getByRole('button', { name: '1 reply' }).click();
  await page.getByText(/^Agreed RRR/).waitFor();
}

function commentCard(page: Page, startsWith: string) {
  return page
    .locator('article')
    .filter({ has: page.getByText(new RegExp(`^${startsWith}`)) })
    .last();
}

/** The widest element a member's text could make, named for the failure message. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const offender = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > viewport + 1)
      .sort((a, b) => b.right - a.right)[0];
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport,
      offender: offender
        ? `${offender.element.tagName.toLowerCase()}.${offender.element.className} right=${Math.round(offender.right)}`
        : 'none',
    };
  });
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the site's Content-Security-Policy refuses.
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  return page.evaluate(async () => {
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; html: string }[];
      }[];
    }
    const { axe } = window as unknown as { axe: { run(): Promise<AxeResults> } };
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
      );
  });
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  await seedHostilePost();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

describe('the post page with hostile content', () => {
  for (const member of [undefined, 'alice@example.com']) {
    const who = member ? 'a member' : 'a visitor';
    test(`never scrolls sideways from 320 to 1440 px, for ${who}`, async () => {
      for (const width of WIDTHS) {
        const page = await openPage(width, member);
        await page.getByRole('region', { name: 'AI Sentiment Analysis' }).waitFor();
        await openEverything(page);
        const { scrollWidth, viewport, offender } = await overflow(page);
        assert.ok(
          scrollWidth <= viewport,
          `${who} at ${width}px: page is ${scrollWidth}px wide; widest: ${offender}`,
        );
        await saveScreenshot(page, member ? 'member' : 'visitor', { name: 'hostile post' }, width);
        await page.context().close();
      }
    });

    test(`has no serious or critical axe violation at 360 and 1280 px, for ${who}`, async () => {
      for (const width of [360, 1280]) {
        const page = await openPage(width, member);
        await openEverything(page);
        const violations = await seriousAxeViolations(page);
        assert.deepEqual(violations, [], `${who} at ${width}px`);
        await page.context().close();
      }
    });
  }

  test('turns a URL in a comment into a safe link, and nothing else', async () => {
    const page = await openPage(1280);
    await openEverything(page);
    const card = commentCard(page, 'See https');
    const link = card.getByRole('link', { name: COMMENT_URL });
    assert.equal(await link.getAttribute('href'), COMMENT_URL);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.deepEqual((await link.getAttribute('rel'))?.split(/\s+/).sort(), [
      'noopener',
      'noreferrer',
      'ugc',
    ]);
    // The full stop after the URL is the sentence's, not the link's; a script URL stays text.
    assert.ok(await card.getByText(/\. Or javascript:alert\(1\)$/).isVisible());
    assert.equal(await card.locator('a[href^="javascript"]').count(), 0);
    const replyLink = commentCard(page, 'Agreed').getByRole('link', { name: LONG_URL });
    assert.equal(await replyLink.getAttribute('href'), LONG_URL);
    await page.context().close();
  });

  test('folds a long comment behind a Show more button that works by keyboard', async () => {
    const page = await openPage(390);
    await openEverything(page);
    const card = commentCard(page, 'Line 1:');
    const text = card.getByText(/^Line 1:/);
    const folded = (await text.boundingBox())!.height;
    const more = card.getByRole('button', { name: 'Show more' });
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    // Carol's short comment has no button of its own (its long reply has one, further in).
    const shortCard = commentCard(page, 'See https');
    assert.equal(await shortCard.locator(':scope > button', { hasText: /^Show/ }).count(), 0);

    await card.getByRole('button', { name: 'Comment actions' }).focus();
    await page.keyboard.press('Tab');
    assert.equal(await more.evaluate((button) => button === document.activeElement), true);
    await page.keyboard.press('Enter');
    const less = card.getByRole('button', { name: 'Show less' });
    await less.waitFor();
    assert.equal(await less.getAttribute('aria-expanded'), 'true');
    assert.ok((await text.boundingBox())!.height > folded, 'the whole comment shows');
    await page.keyboard.press('Enter');
    await more.waitFor();
    assert.equal((await text.boundingBox())!.height, folded);

    // Tabbing to a link in the folded-away lines unfolds the text instead of hiding the focus.
    const gripe = commentCard(page, 'Too heavy');
    await gripe.getByRole('button', { name: 'Comment actions' }).focus();
    await page.keyboard.press('Tab');
    const hiddenLink = gripe.getByRole('link', { name: LONG_URL });
    assert.equal(await hiddenLink.evaluate((link) => link === document.activeElement), true);
    await gripe.getByRole('button', { name: 'Show less' }).waitFor();
    await page.context().close();
  });

  test('shows ten images as four tiles with +6, and a viewer driven by the keyboard', async () => {
    for (const width of [320, 1280]) {
      const page = await openPage(width);
      const tiles = page.getByRole('button', { name: /image \d+ of 10/ });
      await tiles.first().waitFor();
      assert.equal(await tiles.count(), 4, 'four tiles');
      assert.ok(await page.getByText('+6', { exact: true }).isVisible());

      const first = page.getByRole('button', { name: /image 1 of 10/ });
      await first.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      await viewer.getByText('1 of 10', { exact: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText('2 of 10', { exact: true }).waitFor();
      assert.match((await viewer.getByRole('img').getAttribute('alt')) ?? '', /image 2 of 10/);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await viewer.getByText('10 of 10', { exact: true }).waitFor();
      const { scrollWidth, viewport } = await overflow(page);
      assert.ok(scrollWidth <= viewport, `viewer at ${width}px is ${scrollWidth}px wide`);
      assert.deepEqual(await seriousAxeViolations(page), [], `viewer at ${width}px`);
      await saveScreenshot(page, 'visitor', { name: 'image viewer', overlay: true }, width);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      assert.equal(await first.evaluate((tile) => tile === document.activeElement), true);

      await page.getByRole('button', { name: /image 4 of 10/ }).click();
      await page.getByRole('dialog').getByText('4 of 10', { exact: true }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog').getByText('5 of 10', { exact: true }).waitFor();
      await page.context().close();
    }
  });

  test('Escape closes the reply box and gives focus back to its Reply button', async () => {
    const page = await openPage(390, 'alice@example.com');
    await openEverything(page);
    const card = commentCard(page, 'See https');
    // The card's Reply toggle comes before the open box's own Reply button.
    const reply = card.getByRole('button', { name: 'Reply', exact: true }).first();
    await reply.click();
    const box = card.getByPlaceholder('Write a reply...');
    await box.waitFor();
    await box.fill('Half-written thought');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    assert.equal(await reply.getAttribute('aria-expanded'), 'false');
    assert.equal(await reply.evaluate((button) => button === document.activeElement), true);
    await page.context().close();
  });

  test('keeps the sentiment chips of very long words inside their card', async () => {
    const page = await openPage(1280);
    const card = page.getByRole('region', { name: 'AI Sentiment Analysis' });
    // Alice's like holds a 4,906-character word, Carol's gripe one of 3,000 and Carol's like a URL;
    // the other likes have no word of more than four letters, so all three long words are shown.
    const words = card.getByRole('listitem');
    await words.first().waitFor();
    const cardRight = await card.evaluate((element) =>
      Math.min(element.getBoundingClientRect().right, window.innerWidth),
    );
    const chipRights = await words.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().right),
    );
    assert.ok(chipRights.length > 0, 'the card shows top words');
    for (const right of chipRights)
      assert.ok(
        right <= cardRight,
        `a chip ends at ${right}px, the card (or the window) at ${cardRight}px`,
      );
    await page.context().close();
  });

  test('offers one way back from a missing post', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${running.site.url}/post/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Post not found', { exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to Home' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Back to Feed' }).count(), 0);
    await context.close();
  });
});
