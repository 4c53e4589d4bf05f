// auth-js loads on first use, in Chromium against the production builds and a real backend: a
// visitor's feed runs without it, signing in loads it and works, a member's page starts with it, and
// a sign-in in another tab reaches a visitor's open page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { signInThroughForm, signedInContext } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { headerIsLive, screenIsLive } from '../src/live-screen.ts';

const SHELL_PORT = 7300;
// A method of auth-js's client that its minified build keeps by name.
const AUTH_JS_MARKER = '_recoverAndRefresh';

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

/** Whether any script the page has loaded so far is auth-js. */
function watchForAuthJs(page: Page): () => boolean {
  let loaded = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((body) => {
        if (body.includes(AUTH_JS_MARKER)) loaded = true;
      })
      .catch(() => undefined);
  });
  return () => loaded;
}

const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign Out' });

describe('auth-js on first use', () => {
  test('a visitor reads the feed without auth-js; signing in loads it and signs in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const authJsLoaded = watchForAuthJs(page);
    await page.goto(`${running.site.url}/`);
    await page.locator('article[data-post-id]').first().waitFor();
    // The server draws the first cards: wait for React's own.
    await screenIsLive(page);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(authJsLoaded(), false, 'a visitor on the feed loaded auth-js');

    await page.getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, 'alice@example.com');
    await signOutButton(page).waitFor();
    assert.equal(authJsLoaded(), true);
    await context.close();
  });

  test("a member's page starts with auth-js and shows them signed in", async () => {
    const { context } = await signedInContext(browser, running.stack, 'bob@example.com');
    const page = await context.newPage();
    const authJsLoaded = watchForAuthJs(page);
    await page.goto(`${running.site.url}/`);
    await signOutButton(page).waitFor();
    assert.equal(authJsLoaded(), true);
    await context.close();
  });

  test("a sign-in in another tab reaches a visitor's open page without a reload", async () => {
    const context = await browser.newContext();
    const visitorTab = await context.newPage();
    await visitorTab.goto(`${running.site.url}/`);
    await headerIsLive(visitorTab);
    await visitorTab.getByRole('link', { name: 'Sign In' }).waitFor();
    await visitorTab.waitForLoadState('networkidle');

    const otherTab = await context.newPage();
    await otherTab.goto(`${running.site.url}/auth`);
    await signInThroughForm(otherTab, 'alice@example.com');
    await signOutButton(otherTab).waitFor();

    await signOutButton(visitorTab).waitFor();
    assert.equal(await visitorTab.getByRole('link', { name: 'Sign In' }).count(), 0);
    await context.close();
  });
});
