// The home feed with its filters in the URL, deletes that never show the post again, and a layout
// that holds with hostile content, in Chromium against the production builds and a real backend.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Response } from 'playwright-core';
import type { Session } from '@supabase/supabase-js';
import { signUpMember, type Member } from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { pngFile } from '../src/png-file.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';

const DELETED_TOAST = 'Your post has been successfully deleted.';
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100);

let running: SiteWithBackend;
let browser: Browser;
let member: Member;
let session: Session;

async function insertPost(fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({ user_id: member.id, category: 'other', ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Posts a member can write at every limit, newest last so they lead the feed. */
async function seedHostileContent() {
  const path = `${member.id}/wide.png`;
  const upload = await member.client.storage
    .from('post-media')
    .upload(path, pngFile(2400, 300), { contentType: 'image/png' });
  if (upload.error) throw upload.error;
  const image = member.client.storage.from('post-media').getPublicUrl(path).data.publicUrl;
  await insertPost({ title: 'No description here' });
  await insertPost({
    title: `Panorama ${'W'.repeat(190)}`,
    description: 'x'.repeat(5000),
    media_urls: Array.from({ length: 10 }, () => image),
    link_url: `https://example.com/${'a'.repeat(2020)}`,
    hashtags: Array.from({ length: 10 }, (_, i) => `${i}${'t'.repeat(49)}`),
  });
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: 5200, autoconfirm: true });
  browser = await launchChromium();
  member = await signUpMember(running.stack, 'hostile_feed', LONG_NAME);
  const { data } = await member.client.auth.getSession();
  if (!data.session) throw new Error('the member has no session');
  session = data.session;
  await seedHostileContent();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function openFeed(path = '/', options: { width?: number; signedIn?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    // axe-core is injected as a script, which the site's Content-Security-Policy would refuse.
    bypassCSP: true,
  });
  if (options.signedIn) {
    const key = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
    await context.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [
      key,
      JSON.stringify(session),
    ] as const);
  }
  const page = await context.newPage();
  await page.goto(`${running.site.url}${path}`);
  // The server draws the first screen, inert: the tests act on React's own.
  await screenIsLive(page);
  return page;
}

async function dbIds(where: string, order: string, params: unknown[] = []): Promise<string[]> {
  const sql = `select id from posts where ${where} order by ${order} limit 12`;
  const { rows } = await running.stack.pool.query<{ id: string }>(sql, params);
  return rows.map((row) => row.id);
}

/** Waits until the cards on screen are exactly `expected`, in order. */
async function expectCards(page: Page, expected: string[]) {
  await page.waitForFunction((ids) => {
    const shown = [...document.querySelectorAll('article[data-post-id]')].map((card) =>
      card.getAttribute('data-post-id'),
    );
    return shown.length === ids.length && shown.every((id, index) => id === ids[index]);
  }, expected);
}

const NEWEST = 'created_at desc, id desc';

describe('filters in the URL', () => {
  test('a shared URL opens that filtered feed with its search text and chips', async () => {
    const page = await openFeed('/?q=on&category=food&sort=oldest&tags=noodles,tacos');
    const expected = await dbIds(
      `(title ilike '%on%' or description ilike '%on%') and category = 'food'
        and hashtags && array['noodles', 'tacos']`,
      'created_at asc, id asc',
    );
    assert.ok(expected.length > 0);
    await expectCards(page, expected);
    assert.equal(await page.getByRole('searchbox', { name: 'Search reviews' }).inputValue(), 'on');
    for (const chip of ['Search: on', 'Food & Restaurants', 'Sort: Oldest', '#noodles', '#tacos']) {
      await page.getByRole('button', { name: `Remove ${chip}` }).waitFor();
    }
    await page.context().close();
  });

  test('each filter change is a history entry that Back restores, search text included', async () => {
    const page = await openFeed('/');
    await page.locator('article[data-post-id]').first().waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('food');
    await page.waitForURL(/[?&]category=food/);
    const search = page.getByRole('searchbox', { name: 'Search reviews' });
    await search.pressSequentially('noodle');
    await page.waitForURL(/[?&]q=noodle(&|$)/);
    await expectCards(
      page,
      await dbIds(
        `category = 'food' and (title ilike '%noodle%' or description ilike '%noodle%')`,
        NEWEST,
      ),
    );
    await page.getByLabel('Sort').selectOption('oldest');
    await page.waitForURL(/[?&]sort=oldest/);

    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === null && url.search.includes('q=noodle'),
    );
    assert.equal(await search.inputValue(), 'noodle');
    await page.goBack();
    await page.waitForURL((url) => url.search === '?category=food');
    await page.waitForFunction(
      () => (document.querySelector('input[type=search]') as HTMLInputElement | null)?.value === '',
    );
    await expectCards(page, await dbIds(`category = 'food'`, NEWEST));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expectCards(page, await dbIds('true', NEWEST));
    await page.context().close();
  });

  test('a hashtag on a card filters the feed by keyboard and never opens the post', async () => {
    const page = await openFeed('/?category=food');
    const tag = page.locator('article[data-post-id] [aria-label^="Filter by #"]').first();
    await tag.waitFor();
    const name = ((await tag.textContent()) ?? '').replace('#', '');
    await tag.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tags') === name);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(new URL(page.url()).searchParams.get('category'), 'food');
    await expectCards(
      page,
      await dbIds(`category = 'food' and hashtags && array[$1]`, NEWEST, [name]),
    );
    await page.context().close();
  });

  test('comes back from a post to the same filters and scroll position', async () => {
    const page = await openFeed('/?sort=oldest');
    await page.evaluate(() => {
      window.history.scrollRestoration = 'manual';
    });
    const end = page.getByText("You've reached the end!");
    while (!(await end.isVisible())) await page.mouse.wheel(0, 4000);
    const card = page.locator('article[data-post-id]').nth(15);
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    assert.ok(scrollY > 1000, `scrolled to ${scrollY}`);
    const postId = await card.getAttribute('data-post-id');
    await card.locator('h2 a').click();
    await page.waitForURL(`${running.site.url}/post/${postId}`);
    await page.getByText('Back to Feed').waitFor();
    // Reading the post from its top, as a reader does, before going back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${running.site.url}/?sort=oldest`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrollY);
    await page.context().close();
  });

  test('a search without a match says so and offers to clear the filters', async () => {
    const page = await openFeed('/?q=zzqqxx-nothing&category=books');
    await page.getByText('No reviews match your search').waitFor();
    assert.equal(await page.getByText('No posts yet').count(), 0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expectCards(page, await dbIds('true', NEWEST));
    assert.equal(await page.getByRole('searchbox', { name: 'Search reviews' }).inputValue(), '');
    await page.context().close();
  });
});

/**
 * Records, from before the delete, every moment the card is in the page together with the deleted
 * toast and every time the card is added again: one frame of either is a flash.
 */
async function watchForCard(page: Page, postId: string) {
  await page.evaluate(
    ([id, toast]) => {
      const seen: string[] = [];
      (window as unknown as { flashes: string[] }).flashes = seen;
      const selector = `article[data-post-id="${id}"]`;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
              seen.push('card added');
          }
        }
        if (document.querySelector(selector) && document.body.textContent?.includes(toast))
          seen.push('card shown with the toast');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [postId, DELETED_TOAST] as const,
  );
}

/** Resolves once a page of cards requested after the post's DELETE has been answered and drawn. */
function feedAnsweredAfterDelete(page: Page) {
  let deleted = false;
  return new Promise<void>((resolve) => {
    const onResponse = (response: Response) => {
      const url = response.url();
      if (response.request().method() === 'DELETE' && url.includes('/rest/v1/posts'))
        deleted = true;
      else if (
        deleted &&
        url.includes('/rest/v1/feed_cards') &&
        response.request().method() === 'GET'
      ) {
        // One answer is enough; a later one's body can still be loading when the test closes the
        // page, and its rejected `finished()` failed the whole file once, after every test passed.
        page.off('response', onResponse);
        response.finished().then(
          () => resolve(),
          () => undefined,
        );
      }
    };
    page.on('response', onResponse);
  }).then(() =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    ),
  );
}

describe('a deleted post', () => {
  test('leaves the feed at once when deleted from its card, same words as the post page', async () => {
    const postId = await insertPost({ title: 'Delete me from the card' });
    const page = await openFeed('/', { signedIn: true });
    const card = page.locator(`article[data-post-id="${postId}"]`);
    await card.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    await dialog
      .getByText(
        'This post and all its likes, gripes, questions and replies will be removed. This cannot be undone.',
      )
      .waitFor();
    await watchForCard(page, postId);
    const settled = feedAnsweredAfterDelete(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(DELETED_TOAST).waitFor();
    await settled;
    assert.equal(await card.count(), 0);
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes),
      [],
    );
    await page.context().close();
  });

  test('never shows again on the feed when deleted from the post page', async () => {
    const postId = await insertPost({ title: 'Delete me from the post page' });
    const page = await openFeed('/', { signedIn: true });
    await page.locator(`article[data-post-id="${postId}"] h2 a`).click();
    await page.waitForURL(`${running.site.url}/post/${postId}`);
    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await watchForCard(page, postId);
    const settled = feedAnsweredAfterDelete(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await page.getByText(DELETED_TOAST).waitFor();
    await settled;
    await page.locator('article[data-post-id]').first().waitFor();
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes),
      [],
    );
    await page.context().close();
  });
});

describe('layout with hostile content', () => {
  for (const width of [320, 360, 390, 768, 1280, 1440]) {
    test(`no sideways scroll at ${width} px, visitor and member, filters closed and open`, async () => {
      for (const signedIn of [false, true]) {
        const page = await openFeed('/', { width, signedIn });
        const card = page.locator('article[data-post-id]', { hasText: 'Panorama' });
        await card.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        await page.getByText('No description here').waitFor();
        // The name link is only as wide as the name, so empty header space does not open the profile.
        const nameLink = page.locator('article[data-post-id]', { hasText: 'Frank Novak' }).first();
        const [linkWidth, textWidth] = await nameLink
          .getByRole('link', { name: 'Frank Novak', exact: true })
          .evaluate((link) => {
            const text = document.createRange();
            text.selectNodeContents(link);
            return [link.getBoundingClientRect().width, text.getBoundingClientRect().width];
          });
        assert.ok(linkWidth <= textWidth + 1, `name link ${linkWidth} px around ${textWidth} px`);
        for (const panel of ['closed', 'open']) {
          if (panel === 'open') {
            await page.getByRole('button', { name: 'Filters' }).click();
            // The panel's code loads when it is first opened.
            await page.getByRole('region', { name: 'Filters' }).waitFor();
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.equal(
            overflow,
            0,
            `${overflow} px too wide, ${signedIn ? 'member' : 'visitor'}, panel ${panel}`,
          );
          for (const name of ['Post actions', 'Share post']) {
            const box = await card.getByRole('button', { name }).boundingBox();
            assert.ok(
              box && box.x >= 0 && box.x + box.width <= width,
              `${name} at ${JSON.stringify(box)}`,
            );
          }
          if (width === 360 || width === 1280)
            assert.deepEqual(
              await seriousViolations(page),
              [],
              `axe, ${signedIn ? 'member' : 'visitor'}, panel ${panel}`,
            );
        }
        await page.context().close();
      }
    });
  }
});
