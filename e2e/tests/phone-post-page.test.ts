// The post page on a 390 px phone, for a signed-in member: an un-like shows before the server
// answers, a comment section opened offline says so itself (the post stays), a toast never
// covers an open dialog's title and Close, and the floating create button covers nothing at the end
// of the feed or of the post page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { signedInContext } from '../src/member-session.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { actionableUnderCreateButton } from '../src/under-create-button.ts';
import { scrollToEnd } from '../src/scroll-to-end.ts';

const SHELL_PORT = 7800;
const PHONE = { width: 390, height: 844 };
const POST_TITLE = 'Foldable travel kettle that fits a carry-on';

let running: SiteWithBackend;
let browser: Browser;
let context: BrowserContext;
let memberId: string;
let postId: string;
const openPages: Page[] = [];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await running.stack.pool.query(sql, params);
  return rows as T[];
}

async function openPost(): Promise<Page> {
  // A page a failed test left open (holding a request, say) goes before the next one opens.
  for (const open of openPages.splice(0)) await open.close();
  const page = await context.newPage();
  openPages.push(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${running.site.url}/post/${postId}`);
  // The server's copy of the post comes first and is inert: the tests act on React's own.
  await screenIsLive(page);
  await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
  return page;
}

/** Whether a tap at the middle of the element would reach it (nothing drawn over it there). */
async function tapReaches(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const middle = [box.x + box.width / 2, box.y + box.height / 2] as const;
  return target.evaluate(
    (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
    middle,
  );
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  const alice = await signedInContext(browser, running.stack, 'alice@example.com');
  memberId = alice.userId;
  context = alice.context;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: running.site.url,
  });
  const [post] = await query<{ id: string }>(
    `insert into public.posts (user_id, title, description, category)
     values ($1, $2, 'Boils 500 ml in four minutes.', 'products') returning id`,
    [memberId, POST_TITLE],
  );
  postId = post!.id;
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

describe('the post page on a phone', () => {
  test('un-like shows the lower count and the unpressed button before the server answers', async () => {
    await query(
      `insert into public.comments (post_id, user_id, comment_type, content)
       values ($1, $2, 'like', '')`,
      [postId, memberId],
    );
    const page = await openPost();
    const liked = page.getByRole('button', { name: 'Like 1', pressed: true });
    await liked.waitFor();

    // The removal waits here until the count has been checked.
    const held: Route[] = [];
    let reachedServer!: () => void;
    const removalSent = new Promise<void>((resolve) => (reachedServer = resolve));
    await page.route('**/rest/v1/comments?**', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      held.push(route);
      reachedServer();
    });
    await liked.click();
    await removalSent;
    assert.equal(held.length, 1);
    // Read while the removal is held: the button must already show it.
    assert.equal(await page.getByRole('button', { name: 'Like 0', pressed: false }).count(), 1);
    const [kept] = await query<{ count: string }>(
      `select count(*) from public.comments
       where post_id = $1 and user_id = $2 and comment_type = 'like' and content = ''`,
      [postId, memberId],
    );
    assert.equal(kept!.count, '1', 'the server has not removed the like yet');

    await held[0]!.continue();
    await page.getByText('Reaction removed', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Like 0', pressed: false }).waitFor();
    const [left] = await query<{ count: string }>(
      `select count(*) from public.comments
       where post_id = $1 and user_id = $2 and comment_type = 'like' and content = ''`,
      [postId, memberId],
    );
    assert.equal(left!.count, '0');
    await page.close();
  });

  test('a section opened offline shows its own error and Retry; the post stays', async () => {
    await query(
      `insert into public.comments (post_id, user_id, comment_type, content)
       values ($1, $2, 'gripe', 'The lid rattles when it boils.')`,
      [postId, memberId],
    );
    const page = await openPost();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: /^Gripes/ }).click();
      const sectionError = page.getByText('The comments could not be loaded.');
      await sectionError.waitFor();
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      assert.equal(await page.getByText('Could not load this post').count(), 0);
      assert.ok(await page.getByRole('heading', { level: 1, name: POST_TITLE }).isVisible());
      await saveScreenshot(page, 'phone-post-page', { name: 'section offline' }, PHONE.width);

      // A reaction that cannot be sent reloads the post to put its counts right; that reload
      // failing too leaves the post and the open section where they are.
      await page.getByRole('button', { name: /^Gripe \d+$/ }).click();
      await page.getByText('Failed to update reaction. Please try again.').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByText('Could not load this post').count(), 0);
      assert.ok(await page.getByRole('heading', { level: 1, name: POST_TITLE }).isVisible());
      assert.ok(await sectionError.isVisible());

      await context.setOffline(false);
      await retry.click();
      await page.getByText('The lid rattles when it boils.').waitFor();
      assert.equal(await sectionError.count(), 0);
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  });

  test("the Report dialog's title and Close stay clear of 'Link copied!'", async () => {
    const page = await openPost();
    // A toast lasts 5 s; on a busy machine the dialog may open after it has gone, so try again.
    let checked = false;
    for (let attempt = 0; attempt < 3 && !checked; attempt += 1) {
      await page.getByRole('button', { name: 'Share' }).click();
      const toast = page.getByText('Link copied!', { exact: true }).first();
      await toast.waitFor();
      await page.getByRole('button', { name: 'More post actions' }).click();
      await page.getByRole('menuitem', { name: 'Report post' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report post' });
      await dialog.waitFor();
      const close = dialog.getByRole('button', { name: 'Close' });
      const title = dialog.getByRole('heading', { name: 'Report post' });
      const closeClear = await tapReaches(close);
      const titleClear = await tapReaches(title);
      const toastStillShown = await toast.isVisible();
      if (toastStillShown) {
        await saveScreenshot(page, 'phone-post-page', { name: 'toast over dialog' }, PHONE.width);
        assert.ok(closeClear, 'a tap on Close reaches Close, not the toast');
        assert.ok(titleClear, 'the title is not under the toast');
        checked = true;
      }
      await close.click();
      await dialog.waitFor({ state: 'detached' });
      await toast.waitFor({ state: 'detached' });
    }
    assert.ok(checked, "'Link copied!' was still shown when the dialog had opened");
    await page.close();
  });

  test('the create button covers nothing at the end of the feed and of the post page', async () => {
    for (const open of openPages.splice(0)) await open.close();
    const page = await context.newPage();
    openPages.push(page);
    await page.setViewportSize(PHONE);
    for (const path of ['/', `/post/${postId}`]) {
      await page.goto(`${running.site.url}${path}`);
      await screenIsLive(page);
      await page.getByRole('link', { name: 'Create review post' }).waitFor();
      const end = path === '/' ? page.getByText("You've reached the end!") : undefined;
      // Twice a card was found under the button right after the feed said it had reached its end,
      // for a cause not yet found (the page had moved back mid-feed?); what counts is what sits
      // there at the end, so each attempt scrolls to the end again. Something truly under the
      // button at the end fails all three.
      let covered: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await scrollToEnd(page, end);
        covered = await actionableUnderCreateButton(page);
        if (covered.length === 0) break;
      }
      if (covered.length > 0) {
        await saveScreenshot(
          page,
          'phone-post-page',
          { name: `create button ${path}` },
          PHONE.width,
        );
      }
      assert.deepEqual(covered, [], `on ${path} the create button covers ${covered.join(', ')}`);
    }
    await page.close();
  });
});
