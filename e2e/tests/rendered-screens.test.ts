// The screens that come drawn with the page. The home page's first cards, the post and profile pages
// are drawn by the site's server per request (read as a visitor): a visitor's browser reads nothing more, a member's
// browser reads their own view before React's first commit, and what members wrote cannot break
// out of the page's data block. /auth and /create are drawn at build time. The page's scripts start
// only once it has been painted.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { recordGatewayRequests, waitForNetworkQuiet } from '../src/gateway-requests.ts';
import { contextFor, signedInContext } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';

const SHELL_PORT = 7100;
/** Generous: on a busy shared machine a page can pause between its scripts and its data. */
const QUIET_MS = 1500;
const POST_TITLE = 'Rendered ahead: a kettle that whistles in tune';
const HOSTILE_TITLE = '</script><script>window.pwned = 1</script> kettle';

let running: SiteWithBackend;
let browser: Browser;
let postId: string;
let hostilePostId: string;

async function insertAlicePost(title: string) {
  const { rows } = await running.stack.pool.query<{ id: string }>(
    `insert into public.posts (user_id, title, description, category, hashtags)
     select id, $1, 'Boils in four minutes.', 'products', '{kitchen}'
       from public.profiles where username = 'alice' returning id`,
    [title],
  );
  return rows[0]!.id;
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  postId = await insertAlicePost(POST_TITLE);
  hostilePostId = await insertAlicePost(HOSTILE_TITLE);
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function memberContext(email: string) {
  return (await signedInContext(browser, running.stack, email)).context;
}

/** Where the post's title sits, with or without the page's scripts. */
async function titleBox(page: Page, path: string) {
  await page.goto(`${running.site.url}${path}`);
  const title = page.getByRole('heading', { name: POST_TITLE, includeHidden: true });
  await title.waitFor();
  return title.boundingBox();
}

/** The read of who is reading a post, which its readers' channel asks for once joined. */
const LIVE_READERS = /^GET \/rest\/v1\/rpc\/current_post_readers\?/;

/** The one read for which @mentioned names are members, for every text on a screen. */
const MENTION_LOOKUP = 'POST /rest/v1/rpc/mentioned_members';

/** The route data key of the unfiltered feed's first page (feed.api.ts). */
const FIRST_FEED_PAGE_KEY = `feed:${JSON.stringify(['', null, 'newest', []])}`;

/** Where the newest card's title sits, with or without the page's scripts. */
async function newestCardBox(page: Page, path: string) {
  await page.goto(`${running.site.url}${path}`);
  const title = page.getByRole('heading', { name: HOSTILE_TITLE, includeHidden: true });
  await title.waitFor();
  return title.boundingBox();
}

describe('the home page drawn by the server', () => {
  test('carries the newest cards and their data in the HTML', async () => {
    const html = await (await fetch(`${running.site.url}/`)).text();
    assert.match(html, /<div class="boot-main" inert>/);
    assert.ok(html.includes(POST_TITLE), 'a new post is on the first page');
    assert.ok(!html.includes('feed-skeleton-card'), 'no placeholder cards');
    assert.ok(
      html.includes(
        `<script id="route-data" type="application/json">{"${FIRST_FEED_PAGE_KEY.replace(/"/g, '\\"')}":{"posts":[`,
      ),
    );
  });

  test('shows before any script runs, where React then draws it, reading no card again', async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const before = await newestCardBox(await noScripts.newPage(), '/');
    await noScripts.close();

    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    const recorded = recordGatewayRequests(page, running.stack.url);
    const after = await newestCardBox(page, '/');
    await page.locator('.boot-main').waitFor({ state: 'detached' });
    await waitForNetworkQuiet(page, QUIET_MS);
    // The cards come from the page; which @names are members is asked once, for all of them.
    const requests = recorded.take();
    assert.deepEqual(
      requests.filter((request) => request !== MENTION_LOOKUP),
      [],
    );
    assert.ok(requests.length <= 1, requests.join('\n'));
    assert.deepEqual(after, before);
    assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
    await context.close();
  });

  test('is read again by a member, once', async () => {
    const context = await memberContext('bob@example.com');
    const page = await context.newPage();
    const recorded = recordGatewayRequests(page, running.stack.url);
    await page.goto(`${running.site.url}/`);
    await page.locator('.boot-main').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: POST_TITLE }).waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    const pageReads = recorded.take().filter((request) => request.includes('/feed_cards'));
    assert.equal(pageReads.length, 1, pageReads.join(', '));
    await context.close();
  });

  test('with a search, comes with placeholder cards, and the browser reads the search', async () => {
    const html = await (await fetch(`${running.site.url}/?q=kettle`)).text();
    assert.match(html, /<div class="boot-main" inert>/);
    assert.ok(html.includes('feed-skeleton-card'), 'placeholder cards');
    assert.doesNotMatch(html, /id="route-data"/);

    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    const recorded = recordGatewayRequests(page, running.stack.url);
    await page.goto(`${running.site.url}/?q=kettle`);
    await page.getByRole('heading', { name: POST_TITLE }).waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    const searches = recorded
      .take()
      .filter((request) => request.includes('/rpc/search_feed_cards'));
    assert.equal(searches.length, 1, searches.join(', '));
    await context.close();
  });
});

describe('a post page drawn by the server', () => {
  test('carries the post and its data in the HTML', async () => {
    const html = await (await fetch(`${running.site.url}/post/${postId}`)).text();
    assert.match(html, /<div class="boot-main" inert>/);
    assert.ok(html.includes(POST_TITLE), 'the title is in the markup');
    assert.match(
      html,
      new RegExp(`<script id="route-data" type="application/json">\\{"post_page:${postId}"`),
    );
  });

  test('shows before any script runs, where React then draws it, reading no card again', async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const before = await titleBox(await noScripts.newPage(), `/post/${postId}`);
    await noScripts.close();

    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    const recorded = recordGatewayRequests(page, running.stack.url);
    const after = await titleBox(page, `/post/${postId}`);
    await page
      .getByRole('button', { name: /^Like \d+$/ })
      .and(page.locator(':enabled'))
      .waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    // Who is reading now is live, not the page's: read once the readers' channel is joined.
    const pageReads = recorded.take().filter((request) => !LIVE_READERS.test(request));
    assert.deepEqual(pageReads, []);
    assert.equal(await page.locator('.boot-main').count(), 0, 'no pre-rendered copy is left');
    assert.deepEqual(after, before);
    await context.close();
  });

  test('is read again by a member, whose first screen is their own view', async () => {
    const context = await memberContext('bob@example.com');
    const page = await context.newPage();
    const recorded = recordGatewayRequests(page, running.stack.url);
    await page.goto(`${running.site.url}/post/${postId}`);
    await page.getByRole('heading', { name: POST_TITLE }).waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    const postReads = recorded.take().filter((request) => request.includes('/rpc/post_page'));
    assert.deepEqual(postReads, [`GET /rest/v1/rpc/post_page?_post_id=${postId}`]);
    await context.close();
  });

  test('keeps a title written to break out of the data block as text', async () => {
    const html = await (await fetch(`${running.site.url}/post/${hostilePostId}`)).text();
    const dataBlock = /<script id="route-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    assert.ok(dataBlock.includes('\\u003c/script>'), 'the "<" in the title is escaped');

    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/post/${hostilePostId}`);
    await page.getByRole('heading', { name: HOSTILE_TITLE }).waitFor();
    assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
    await context.close();
  });
});

describe('a profile page drawn by the server', () => {
  test('carries the profile and its Posts tab in the HTML', async () => {
    const html = await (await fetch(`${running.site.url}/profile/alice`)).text();
    assert.match(html, /<div class="boot-main" inert>/);
    assert.ok(html.includes('Alice Chen'));
    assert.ok(html.includes(POST_TITLE), 'the newest post is in the Posts tab');
    assert.match(html, /"profile_page:alice":\{/);
  });

  test('needs no request from a visitor, and one read of the profile from a member', async () => {
    const visitor = await contextFor(browser, running.stack.url, null);
    const visitorPage = await visitor.newPage();
    const seenByVisitor = recordGatewayRequests(visitorPage, running.stack.url);
    await visitorPage.goto(`${running.site.url}/profile/alice`);
    await visitorPage.getByRole('heading', { name: 'Alice Chen' }).waitFor();
    await visitorPage.getByRole('link', { name: new RegExp(POST_TITLE) }).waitFor();
    await waitForNetworkQuiet(visitorPage, QUIET_MS);
    assert.deepEqual(seenByVisitor.take(), []);
    await visitor.close();

    const member = await memberContext('bob@example.com');
    const memberPage = await member.newPage();
    const seenByMember = recordGatewayRequests(memberPage, running.stack.url);
    await memberPage.goto(`${running.site.url}/profile/alice`);
    await memberPage
      .getByRole('button', { name: /^(Follow|Unfollow)$/ })
      .and(memberPage.locator(':enabled'))
      .waitFor();
    await waitForNetworkQuiet(memberPage, QUIET_MS);
    const profileReads = seenByMember.take().filter((request) => request.includes('profile_page'));
    assert.equal(profileReads.length, 1, profileReads.join('\n'));
    await member.close();
  });

  test('for a username no one has, draws the not-found screen', async () => {
    const html = await (await fetch(`${running.site.url}/profile/nobody-here`)).text();
    assert.match(html, /"profile_page:nobody-here":null/);
    assert.match(html, /<div class="boot-main" inert>/);
  });
});

describe('the forms drawn at build time', () => {
  test('/auth comes with its Sign In form, unless a query asks for another view', async () => {
    const auth = await (await fetch(`${running.site.url}/auth`)).text();
    assert.match(auth, /<div class="boot-main" inert>/);
    assert.ok(auth.includes('Welcome to Like and Gripe'));
    const signUp = await (await fetch(`${running.site.url}/auth?tab=signup`)).text();
    assert.doesNotMatch(signUp, /<div class="boot-main"/);
  });

  test('/create comes with the empty form, which a member then uses', async () => {
    const html = await (await fetch(`${running.site.url}/create`)).text();
    assert.match(html, /<div class="boot-main" inert>/);
    assert.ok(html.includes('Create Review Post'));

    const context = await memberContext('bob@example.com');
    const page = await context.newPage();
    await page.goto(`${running.site.url}/create`);
    await page.getByRole('heading', { name: 'Create Review Post' }).waitFor();
    await page.getByLabel('Title').fill('Typed into the live form');
    assert.equal(await page.locator('.boot-main').count(), 0, 'no pre-rendered copy is left');
    await context.close();
  });

  test('/create asks a visitor to sign in once the scripts have run', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/create`);
    await page.getByText('Please sign in to create a review post.').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Create Review Post' }).count(), 0);
    await context.close();
  });
});

/** What `recordScriptStarts` notes as main.js and each preload of a script is added. */
interface ScriptStart {
  node: string;
  at: number;
  painted: boolean;
  visibility: string;
}

/**
 * Before the page's own scripts: notes, as main.js and the preloads of scripts are added, whether
 * the first contentful paint was shown, and when (for the message if it was not). A picture's
 * preload comes with the HTML.
 */
async function recordScriptStarts(context: BrowserContext) {
  await context.addInitScript(() => {
    const starts: ScriptStart[] = [];
    (window as { starts?: typeof starts }).starts = starts;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          const started =
            (node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src)) ||
            (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as !== 'image');
          if (!started) continue;
          starts.push({
            node: node instanceof HTMLScriptElement ? 'main.js' : 'preload',
            at: performance.now(),
            painted: performance.getEntriesByName('first-contentful-paint').length > 0,
            visibility: document.visibilityState,
          });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The starts `recordScriptStarts` noted, and when the first contentful paint was. */
function scriptStarts(page: Page) {
  return page.evaluate(() => ({
    starts: (window as { starts?: ScriptStart[] }).starts ?? [],
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
}

describe('the start of the scripts', () => {
  test('waits until the page the server sent has been painted', async () => {
    const html = await (await fetch(`${running.site.url}/post/${postId}`)).text();
    assert.doesNotMatch(html, /<script[^>]* src=/, 'no script of the page starts by itself');
    // React adds a preload for a picture it draws (the author's avatar): not a script.
    const preloads = html.match(/<link[^>]* rel="preload"[^>]*>/g) ?? [];
    assert.deepEqual(
      preloads.filter((link) => !link.includes(' as="image"')),
      [],
      'no script downloads before the paint',
    );
    assert.match(
      html,
      /<script id="start-after-paint" type="application\/json">\{"scripts":\["\/main\./,
    );

    const context = await contextFor(browser, running.stack.url, null);
    await recordScriptStarts(context);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/post/${postId}`);
    // The server's copy of the Like button counts as enabled too: wait for React's screen, which
    // comes after main.js and its preloads have all been added.
    await screenIsLive(page);
    await page
      .getByRole('button', { name: /^Like \d+$/ })
      .and(page.locator(':enabled'))
      .waitFor();
    const { starts, firstPaint } = await scriptStarts(page);
    const seen = JSON.stringify({ firstPaint, starts });
    assert.ok(starts.length > 1, `main.js and its preloads were added: ${seen}`);
    assert.ok(
      starts.every((start) => start.painted),
      `each was added after the first paint: ${seen}`,
    );
    await context.close();
  });

  test('on a phone, starts after the header is painted where no screen comes drawn', async () => {
    // Narrower than the wordmark's room: the boot header shows the logo's badges alone, and its
    // thumbs are what makes that first paint contentful (shapes alone never report one).
    for (const path of ['/nowhere', '/auth?tab=signup']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await recordScriptStarts(context);
      const page = await context.newPage();
      await page.goto(`${running.site.url}${path}`);
      // React's header has replaced the one in the HTML: the app has started.
      await page.locator('.boot-header').waitFor({ state: 'detached' });
      const { starts, firstPaint } = await scriptStarts(page);
      const seen = JSON.stringify({ path, firstPaint, starts });
      assert.ok(starts.length > 0, `main.js was added: ${seen}`);
      assert.ok(
        starts.every((start) => start.painted),
        `each was added after the first contentful paint: ${seen}`,
      );
      await context.close();
    }
  });
});
