// Live pages in two browsers at once: who else is reading a post, and a feed card's counts following
// a like made in the other browser, both broadcast from the database over the realtime socket with
// no reload. Readers mark themselves in the database while the post is open (post_readers) and are
// shown as their profiles say.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type Session } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { channelJoined } from '../src/realtime-joins.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { animationsFinished } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 5900;
const POST_TITLE = 'Standing desk that does not wobble';

let running: SiteWithBackend;
let browser: Browser;
let postId: string;
const contexts: BrowserContext[] = [];

/** A demo member's session, signed in through the real auth service. */
async function sessionOf(email: string): Promise<Session> {
  const client = createClient(running.stack.url, running.stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  return data.session;
}

/** A page of a browser signed in as the member; axe-core may be injected into it. */
async function memberPage(email: string): Promise<Page> {
  const context = await contextFor(browser, running.stack.url, await sessionOf(email), {
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

async function openPost(page: Page) {
  await page.goto(`${running.site.url}/post/${postId}`);
  await page.getByRole('heading', { name: POST_TITLE }).waitFor();
}

/** The 'Also reading this post' list and the count beside it. */
function readers(page: Page) {
  return page.getByTestId('post-readers');
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  const [post] = (
    await running.stack.pool.query<{ id: string }>(
      `insert into public.posts (user_id, title, description, category)
       select id, $1, 'Solid at standing height, quiet motor.', 'products'
         from public.profiles where username = 'carol' returning id`,
      [POST_TITLE],
    )
  ).rows;
  assert.ok(post, 'the demo member carol exists');
  postId = post.id;
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await running?.stop();
});

describe('live presence and counts', () => {
  test('two members on one post see each other; when one leaves the other sees it', async () => {
    const alice = await memberPage('alice@example.com');
    const bob = await memberPage('bob@example.com');

    await openPost(alice);
    // Alone on the post: nothing shows.
    assert.equal((await readers(alice).textContent())?.trim(), '');
    const alone = await alice.getByRole('heading', { name: POST_TITLE }).boundingBox();

    await openPost(bob);
    await readers(alice).getByText('1 reading', { exact: true }).waitFor();
    await readers(alice).getByRole('img', { name: 'bob_builds' }).waitFor();
    await readers(bob).getByText('1 reading', { exact: true }).waitFor();
    await readers(bob).getByRole('img', { name: 'alice' }).waitFor();
    // A reader arriving moves nothing on the page.
    assert.deepEqual(await alice.getByRole('heading', { name: POST_TITLE }).boundingBox(), alone);

    const failures: string[] = [];
    for (const width of [360, 1280]) {
      await alice.setViewportSize({ width, height: 800 });
      await animationsFinished(alice);
      const layout = await auditLayout(alice);
      if (layout.scrollWidth > layout.innerWidth)
        failures.push(`${String(width)} px: document is ${String(layout.scrollWidth)} px wide`);
      for (const element of layout.outside) failures.push(`${String(width)} px: ${element}`);
      for (const violation of await seriousViolations(alice))
        failures.push(`${String(width)} px: ${violation}`);
      await saveScreenshot(alice, 'live', { name: 'post with a reader' }, width);
    }
    assert.deepEqual(failures, []);

    // A visitor sees both readers and is not listed to them.
    const visitorContext = await contextFor(browser, running.stack.url, null);
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await openPost(visitor);
    await readers(visitor).getByText('2 reading', { exact: true }).waitFor();
    await readers(visitor).getByRole('img', { name: 'alice' }).waitFor();
    await readers(visitor).getByRole('img', { name: 'bob_builds' }).waitFor();
    await visitor.close();
    await readers(alice).getByText('1 reading', { exact: true }).waitFor();
    assert.equal(await readers(alice).getByRole('listitem').count(), 1);

    // Bob goes back to the feed: Alice's count goes away.
    await bob.getByRole('button', { name: 'Back to Feed' }).click();
    await bob.getByRole('article', { name: POST_TITLE }).waitFor();
    await readers(alice).getByText('1 reading', { exact: true }).waitFor({ state: 'detached' });
    assert.equal((await readers(alice).textContent())?.trim(), '');

    // Bob comes back, then leaves the site: the page takes his mark with it (pagehide).
    await openPost(bob);
    await readers(alice).getByText('1 reading', { exact: true }).waitFor();
    await bob.goto('about:blank');
    await readers(alice).getByText('1 reading', { exact: true }).waitFor({ state: 'detached' });
  });

  test("a like in one browser changes the card's counts in the other without a reload", async () => {
    const alice = await memberPage('alice@example.com');
    const bob = await memberPage('bob@example.com');
    const feedRequests: string[] = [];
    alice.on('request', (request) => {
      if (request.url().startsWith(`${running.stack.url}/rest/v1/`))
        feedRequests.push(request.url());
    });
    const cardJoined = channelJoined(alice, `post:${postId}:counts`);
    await alice.goto(running.site.url);
    const card = alice.getByRole('article', { name: POST_TITLE });
    await card.waitFor();
    assert.match((await card.textContent()) ?? '', /0 likes.*0 gripes.*0 likes and gripes/);
    await cardJoined;
    await alice.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const requestsBefore = feedRequests.length;

    await openPost(bob);
    await bob.getByRole('button', { name: 'Like 0' }).click();
    await bob.getByRole('button', { name: 'Like 1' }).waitFor();

    await card.getByText('1 like', { exact: true }).waitFor();
    assert.match((await card.textContent()) ?? '', /1 like.*0 gripes.*1 like or gripe/);
    assert.equal(
      await alice.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      true,
    );
    assert.deepEqual(feedRequests.slice(requestsBefore), []);
    await saveScreenshot(alice, 'live', { name: 'feed after a like elsewhere' }, 1280);
  });
});
