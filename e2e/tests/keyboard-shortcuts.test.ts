// The feed's keyboard shortcuts in Chromium against the production builds and a real backend with
// the demo data: j/k move the focus, o opens, l likes (checked in the database), ? lists them,
// / searches, and keys typed into the search box stay text.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { signUpMember } from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { contextFor } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { FEED_PAGE_SIZE } from '../../shared-core/src/rules/feed-sort.ts';

const SHELL_PORT = 6100;

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, autoconfirm: true });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

/** The feed's first page, drawn whole: the feed draws a page's cards a few at a time. */
async function openFeed(page: Page) {
  await page.goto(`${running.site.url}/`);
  // The server's copy of the cards comes first and is inert: keys pressed on it go nowhere.
  await screenIsLive(page);
  await page
    .locator('article[data-post-id]')
    .nth(FEED_PAGE_SIZE - 1)
    .waitFor();
}

function cardIds(page: Page): Promise<string[]> {
  return page
    .locator('article[data-post-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id') ?? ''));
}

function focusedCardId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-post-id') ?? null);
}

async function likeCount(postId: string, userId: string): Promise<number> {
  const { rows } = await running.stack.pool.query<{ likes: number }>(
    `select count(*)::int as likes from public.comments
      where post_id = $1 and user_id = $2 and comment_type = 'like' and content = ''`,
    [postId, userId],
  );
  return rows[0]?.likes ?? -1;
}

describe('visitor', () => {
  test('j and k move a visible focus from card to card, o opens the focused one', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await openFeed(page);
    const ids = await cardIds(page);
    assert.ok(ids.length >= 3, 'the demo feed has at least three cards');

    await page.keyboard.press('j');
    assert.equal(await focusedCardId(page), ids[0]);
    await page.keyboard.press('j');
    assert.equal(await focusedCardId(page), ids[1]);
    const ring = await page.evaluate(() => {
      const card = document.activeElement;
      return card ? getComputedStyle(card).boxShadow : '';
    });
    // The theme's focus ring colour (rgba(124, 92, 240, …)) is on the focused card.
    assert.match(ring, /rgba\(124, 92, 240/);
    const inView = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    assert.ok(inView, 'the focused card is scrolled into view');

    await page.keyboard.press('k');
    assert.equal(await focusedCardId(page), ids[0]);
    // Before the first card the focus goes to the last drawn one.
    await page.keyboard.press('k');
    assert.equal(await focusedCardId(page), ids.at(-1));

    await page.keyboard.press('k');
    const opened = ids.at(-2);
    await page.keyboard.press('o');
    await page.waitForURL((url) => url.pathname === `/post/${opened}`);
    await context.close();
  });

  test('j past the last loaded card loads the next page and moves on to its first card', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFeed(page);
    // The feed's posts in feed order, as the database has them: more than one page of 12.
    const { rows } = await running.stack.pool.query<{ id: string }>(
      'select id from public.posts order by created_at desc, id desc limit 13',
    );
    assert.equal(rows.length, 13, 'the demo data has more than one page');
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('j');
    assert.equal(await focusedCardId(page), rows[11]?.id);
    await page.keyboard.press('j');
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-post-id') === id,
      rows[12]?.id,
    );
    await context.close();
  });

  test('l asks a visitor to sign in', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await openFeed(page);
    await page.keyboard.press('j');
    await page.keyboard.press('l');
    await page.getByText('Please sign in to react to posts.').waitFor();
    await context.close();
  });

  test('? lists the shortcuts in an accessible dialog; Escape closes it and gives focus back', async () => {
    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await openFeed(page);
    await page.keyboard.press('j');
    const first = await focusedCardId(page);
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /Next post.*Previous post/);
    assert.deepEqual(await seriousViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedCardId(page), first);
    await context.close();
  });

  test('/ puts the cursor in the search box, and shortcut keys typed there are text', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await openFeed(page);
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search reviews' });
    assert.equal(await search.evaluate((box) => box === document.activeElement), true);
    assert.equal(await search.inputValue(), '', 'the / itself is not typed');
    await page.keyboard.type('jklo?');
    assert.equal(await search.inputValue(), 'jklo?');
    assert.equal(await focusedCardId(page), null);
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(new URL(page.url()).pathname, '/');
    await context.close();
  });
});

describe('member', () => {
  test('l likes the focused card and l again takes the like back', async () => {
    const member = await signUpMember(running.stack, 'keyboard_liker');
    const { data } = await member.client.auth.getSession();
    const context = await contextFor(browser, running.stack.url, data.session);
    const page = await context.newPage();
    await openFeed(page);
    await page.keyboard.press('j');
    const postId = await focusedCardId(page);
    assert.ok(postId);
    const card = page.locator(`article[data-post-id="${postId}"]`);
    const likesShown = async () =>
      Number(/(\d+) likes?/.exec((await card.textContent()) ?? '')?.[1] ?? Number.NaN);
    // The toast shows at once, while the list's cards are drawn from a deferred value a render later.
    const likesShownBecome = (likes: number) =>
      card
        .locator('[data-tone="like"]')
        .filter({ hasText: new RegExp(`^${likes} likes?$`) })
        .waitFor();
    const before = await likesShown();
    assert.equal(await likeCount(postId, member.id), 0);

    await page.keyboard.press('l');
    await page.getByText('Reaction added').waitFor();
    await likesShownBecome(before + 1);
    assert.equal(await likeCount(postId, member.id), 1);

    await page.keyboard.press('l');
    await page.getByText('Reaction removed').waitFor();
    await likesShownBecome(before);
    assert.equal(await likeCount(postId, member.id), 0);
    await context.close();
  });
});
