// The header a visitor sees before any script runs (the page's plain-HTML boot header): Sign In,
// Sign Up (remembering the page, as the live header's do) and the theme switch are there with the
// logo, at 390 px, and the live header takes their place once the scripts run. A member's browser
// is never offered Sign In and Sign Up there.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { contextFor, signedInContext } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 8300;
const PHONE = { width: 390, height: 844 };

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

describe('the header before any script runs', () => {
  test('has Sign In, Sign Up and the theme switch for a visitor on / and on another page', async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await noScripts.newPage();
    for (const [path, signIn, signUp] of [
      ['/', '/auth', '/auth?tab=signup'],
      [
        '/profile/alice',
        '/auth?next=%2Fprofile%2Falice',
        '/auth?tab=signup&next=%2Fprofile%2Falice',
      ],
    ] as const) {
      await page.goto(`${running.site.url}${path}`);
      const header = page.getByRole('banner');
      assert.equal(await header.count(), 1, `one header on ${path}`);
      const signInLink = header.getByRole('link', { name: 'Sign In', exact: true });
      const signUpLink = header.getByRole('link', { name: 'Sign Up', exact: true });
      const themeSwitch = header.getByRole('button', { name: 'Dark theme' });
      assert.equal(await signInLink.getAttribute('href'), signIn);
      assert.equal(await signUpLink.getAttribute('href'), signUp);
      assert.ok(await signInLink.isVisible(), `Sign In shows on ${path}`);
      assert.ok(await signUpLink.isVisible(), `Sign Up shows on ${path}`);
      assert.ok(await themeSwitch.isVisible(), `the theme switch shows on ${path}`);
      const logo = header.getByRole('link', { name: 'Like and Gripe home' });
      assert.equal(await logo.getAttribute('href'), '/');
      // All of it fits across the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `nothing sticks out sideways on ${path}`);
    }
    await noScripts.close();
  });

  test('passes axe, and its theme switch works, while the scripts are on their way', async () => {
    // No script file arrives, so the boot header stays; axe comes in by Playwright.
    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${running.site.url}/`);
    await page.locator('.boot-header').getByRole('link', { name: 'Sign Up' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    // Its switch already works: the page turns dark, and the choice is remembered for the app.
    const boot = page.locator('.boot-header');
    const themeSwitch = boot.getByRole('button', { name: 'Dark theme' });
    assert.equal(await themeSwitch.getAttribute('aria-pressed'), 'false');
    await themeSwitch.click();
    assert.equal(await themeSwitch.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('lg-theme')), 'dark');
    assert.equal(await boot.count(), 1, 'still the boot header');
    await context.close();
  });

  test('is replaced by the live header, which offers the same', async () => {
    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${running.site.url}/`);
    await page.locator('.boot-header').waitFor({ state: 'detached' });
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    assert.equal(await header.count(), 1);
    assert.equal(await header.getByRole('button', { name: 'Dark theme' }).count(), 1);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  test("keeps Sign In and Sign Up out of a member's sight while the scripts are on their way", async () => {
    const { context } = await signedInContext(browser, running.stack, 'alice@example.com');
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${running.site.url}/`);
    const boot = page.locator('.boot-header');
    await boot.getByRole('link', { name: 'Like and Gripe home' }).waitFor();
    assert.equal(await boot.getByRole('link', { name: 'Sign In', exact: true }).isVisible(), false);
    assert.equal(await boot.getByRole('link', { name: 'Sign Up', exact: true }).isVisible(), false);
    assert.ok(await boot.getByRole('button', { name: 'Dark theme' }).isVisible());
    await context.close();
  });
});
