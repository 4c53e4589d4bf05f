// Security headers of the served site: the Content-Security-Policy and friends are on the
// shell and on every remote, and the site still works under them in Chromium (no CSP violation on
// any screen, for a visitor and for a member signed in through the form, whose bell holds a realtime
// WebSocket).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { saveScreenshot } from '../src/screenshots.ts';

const SHELL_PORT = 4600;
const remoteOrigins = [4601, 4602, 4603, 4604, 4605, 4606].map(
  (port) => `http://localhost:${port}`,
);

let running: SiteWithBackend;
let browser: Browser;
let postId: string;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  const { rows } = await running.stack.pool.query<{ id: string }>(
    `select p.id from public.posts p join public.profiles a on a.id = p.user_id
      where a.username = 'alice' order by p.created_at desc limit 1`,
  );
  postId = rows[0]!.id;
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

/** Parses a CSP header into directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('response headers', () => {
  const urls = () => [
    `${running.site.url}/`,
    `${running.site.url}/post/${postId}`,
    ...remoteOrigins.map((origin) => `${origin}/mf-manifest.json`),
    ...remoteOrigins.map((origin) => `${origin}/remoteEntry.js`),
  ];

  test('every response of the shell and the remotes carries the security headers', async () => {
    for (const url of urls()) {
      const res = await fetch(url);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
      assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/, url);
      assert.ok(res.headers.get('content-security-policy'), url);
    }
  });

  test('the policy allows the remotes, the backend and the two inline scripts, and no other inline script or eval', async () => {
    const policy = directives(
      (await fetch(`${running.site.url}/`)).headers.get('content-security-policy')!,
    );
    const backend = running.stack.url;
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    // The theme boot and the start after the first paint are allowed by their hashes, nothing else.
    const home = await (await fetch(`${running.site.url}/`)).text();
    const inline = [...home.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
    const expected = ['theme-boot.js', 'start-after-paint.js'].map((file) =>
      readFileSync(new URL(`../../tooling/page/${file}`, import.meta.url), 'utf8'),
    );
    assert.deepEqual(inline, expected);
    const hashes = expected.map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    assert.deepEqual(policy.get('script-src'), ["'self'", ...hashes, ...remoteOrigins]);
    assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(policy.get('connect-src'), [
      "'self'",
      backend,
      backend.replace('http', 'ws'),
      ...remoteOrigins,
    ]);
    assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'blob:', backend]);
    assert.deepEqual(policy.get('media-src'), ["'self'", 'data:', 'blob:', backend]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
  });
});

describe('the page itself', () => {
  test('carries the app config as a JSON data block, so the shell asks for no app-config.json', async () => {
    for (const path of ['/', `/post/${postId}`]) {
      const html = await (await fetch(`${running.site.url}${path}`)).text();
      const block = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html);
      assert.ok(block, `${path} has no app config`);
      assert.deepEqual(JSON.parse(block[1]!), running.site.appConfig, path);
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${running.site.url}/`);
    await page.locator('article[data-post-id]').first().waitFor();
    // The server draws the first cards: wait for React's own.
    await screenIsLive(page);
    assert.ok(!requested.includes('/app-config.json'), requested.join('\n'));
    await context.close();
  });
});

describe('the pre-rendered home screen (ADR 0007)', () => {
  test('comes with / and a search, inert, with the hero and the placeholder cards; not with every route', async () => {
    // The bare / comes with its first cards instead (rendered-screens.test.ts).
    const home = await (await fetch(`${running.site.url}/?q=lamp`)).text();
    assert.match(home, /<div class="boot-main" inert>/);
    assert.match(home, /<h1[^>]*>Like and Gripe<\/h1>/);
    assert.match(home, /Share your thoughts, get honest feedback from the community/);
    assert.equal(home.match(/data-testid="feed-skeleton-card"/g)?.length, 6);
    const moderation = await (await fetch(`${running.site.url}/moderation`)).text();
    assert.doesNotMatch(moderation, /<div class="boot-main"/);
  });

  test('shows before any script runs, where React then draws the same hero', async () => {
    const heroBox = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(`${running.site.url}/`);
      if (javaScriptEnabled) await screenIsLive(page);
      const heading = page.getByRole('heading', { name: 'Like and Gripe', includeHidden: true });
      assert.equal(await heading.count(), 1);
      const box = await heading.boundingBox();
      const leftovers = await page.locator('.boot-main').count();
      await context.close();
      return { box, leftovers };
    };
    const before = await heroBox(false);
    const after = await heroBox(true);
    assert.ok(before.box, 'no hero before the scripts');
    assert.deepEqual(after.box, before.box);
    assert.equal(after.leftovers, 0, 'React left the pre-rendered copy in the page');
  });
});

/** A page that records every CSP violation event and console report. */
async function watchedPage(
  context: BrowserContext,
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await context.newPage();
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text()))
      consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  const violations = async () => [
    ...consoleReports,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
  return { page, violations };
}

async function visitEveryScreen(
  context: BrowserContext,
  label: 'visitor' | 'member',
  ready: (page: Page) => Promise<void>,
) {
  const hero = 'Share your thoughts, get honest feedback from the community';
  const screens: Array<[string, string]> = [
    ['/', hero],
    // A signed-in member who opens /auth is sent on to the home page.
    ['/auth', label === 'member' ? hero : 'Like and Gripe'],
    [`/post/${postId}`, 'Back to Feed'],
    ['/profile/alice', '@alice'],
    ['/create', ''],
    ['/moderation', label === 'member' ? 'Moderators only' : 'Sign in required'],
  ];
  for (const [path, text] of screens) {
    const { page, violations } = await watchedPage(context);
    await page.goto(`${running.site.url}${path}`);
    if (text) await page.getByText(text).first().waitFor({ state: 'visible' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    const name = path.split('/')[1] || 'home';
    await saveScreenshot(page, `csp-${label}`, { name });
    assert.deepEqual(await violations(), [], `${label} ${path}`);
    await page.close();
  }
}

describe('the site under the policy in Chromium', () => {
  test('the policy blocks an inline script and a foreign image, and the watcher reports both', async () => {
    const context = await browser.newContext();
    const { page, violations } = await watchedPage(context);
    await page.goto(`${running.site.url}/`);
    await page.getByText('Like and Gripe', { exact: true }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'http://127.0.0.1:9/tracker.png';
      document.body.append(image);
    });
    await page.waitForFunction(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length >= 2,
    );
    const reported = await violations();
    assert.ok(
      reported.some((entry) => entry.startsWith('script-src')),
      reported.join('\n'),
    );
    assert.ok(
      reported.some((entry) => entry.startsWith('img-src') && entry.includes('127.0.0.1:9')),
      reported.join('\n'),
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
      undefined,
    );
    await context.close();
  });

  test('a visitor sees every screen with no CSP violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await visitEveryScreen(context, 'visitor', async () => undefined);
    await context.close();
  });

  test('a member signs in through the form and sees every screen with no CSP violation', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, violations } = await watchedPage(context);
    await page.goto(`${running.site.url}/auth`);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill('alice@example.com');
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible' });
    assert.deepEqual(await violations(), [], 'signing in');
    await page.close();
    const sockets: string[] = [];
    context.on('page', (page) => page.on('websocket', (socket) => sockets.push(socket.url())));
    await visitEveryScreen(context, 'member', async (page) => {
      await page.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible' });
    });
    assert.ok(
      sockets.some((url) =>
        url.startsWith(`${running.stack.url.replace('http', 'ws')}/realtime/v1/websocket`),
      ),
      `the bell opened no realtime socket: ${sockets.join(', ')}`,
    );
    await context.close();
  });
});
