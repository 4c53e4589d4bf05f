// The micro-frontend frame in a real browser: routes, 404, shared singletons, a remote down.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import type { RunningSite } from '../src/site.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { headerIsLive } from '../src/live-screen.ts';

let running: SiteWithBackend;
let site: RunningSite;
let browser: Browser;

before(async () => {
  // An empty database: the frame, not the data, is under test here.
  running = await startSiteWithBackend({ shellPort: 4100, seed: false });
  site = running.site;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function openPage(path: string) {
  const page = await browser.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`${site.url}${path}`);
  return { page, pageErrors };
}

/** Waits until `text` is on screen; the wait's time-out fails the test if it never shows. */
async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

describe('routes', () => {
  const screens: [string, string][] = [
    // The feed's hero comes pre-rendered with the page (ADR 0007); only the remote says this.
    ['/', 'No posts yet'],
    ['/create', 'Please sign in to create a review post.'],
    ['/post/00000000-0000-0000-0000-000000000000', "The post you're looking for doesn't exist."],
    ['/profile/nobody', 'The user @nobody does not exist.'],
  ];
  for (const [path, text] of screens) {
    test(`${path} renders its remote`, async () => {
      const { page, pageErrors } = await openPage(path);
      await waitForText(page, text);
      await page.getByRole('link', { name: 'Like and Gripe home' }).waitFor({ state: 'visible' });
      assert.equal(await page.getByText('Oops! Page not found').count(), 0, 'the 404 page shows');
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }

  test('/auth renders the auth remote', async () => {
    const { page } = await openPage('/auth');
    await page.getByRole('heading', { name: /Like and Gripe/ }).waitFor();
    await page.close();
  });

  test('the visitor header offers Sign In and Sign Up', async () => {
    const { page } = await openPage('/');
    await headerIsLive(page);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href'),
      '/auth?tab=signup',
    );
    assert.equal(await page.getByRole('link', { name: 'Create review post' }).count(), 0);
    await page.close();
  });
});

describe('404 page', () => {
  test('shows the spec texts and returns home', async () => {
    const { page } = await openPage('/nonexistent');
    await waitForText(page, 'Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    // The empty feed's own text: the home route rendered its remote in place of the 404 page.
    await waitForText(page, 'No posts yet');
    assert.equal(await page.getByText('Oops! Page not found').count(), 0);
    await page.close();
  });
});

describe('shared libraries', () => {
  // Strings that survive minification and exist once per copy of the library.
  const markers = { 'react-dom': '__reactContainer$', 'styled-components': 'data-styled-version' };

  test('react-dom and styled-components are each downloaded exactly once', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(`${site.url}/`);
    await waitForText(page, 'Like and Gripe');
    // Client-side navigation loads three more remotes into the same page.
    for (const path of ['/profile/someone', '/auth', '/post/1']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForLoadState('networkidle');
    }
    await waitForText(page, 'Post not found');
    for (const [library, marker] of Object.entries(markers)) {
      const copies = scripts.filter((body) => body.includes(marker)).length;
      assert.equal(copies, 1, `${library} was downloaded ${copies} times`);
    }
    await page.close();
  });
});

describe('a remote that is down', () => {
  test('leaves the rest of the site working, and Retry recovers it', async () => {
    await site.stopRemote('profile');
    try {
      const home = await openPage('/');
      await waitForText(home.page, 'Share your thoughts, get honest feedback from the community');
      // The feed remote's own text (the hero above comes pre-rendered with the page).
      await waitForText(home.page, 'No posts yet');
      assert.deepEqual(home.pageErrors, []);
      await home.page.close();

      const { page } = await openPage('/profile/nobody');
      await waitForText(page, 'This section is unavailable');
      assert.ok(await page.getByRole('link', { name: 'Like and Gripe home' }).isVisible());
      await site.startRemote('profile');
      await page.getByRole('button', { name: 'Retry' }).click();
      await waitForText(page, 'The user @nobody does not exist.');
      assert.equal(await page.getByText('This section is unavailable').count(), 0);
      await page.close();
    } finally {
      await site.startRemote('profile');
    }
  });
});
