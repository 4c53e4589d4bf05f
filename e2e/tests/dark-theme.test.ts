// The dark theme: every screen in dark, once because the system asks for it (a visitor) and once
// because a member turned it on with the header's switch, with no serious violation of axe's colour
// rules (contrast, links told apart from text) at a phone and a desktop width; the switch is remembered across a reload and
// painted before any script of the app runs; without a choice the site follows the system.
// SWEEP_SCREENSHOTS=<folder outside the repo> also keeps a picture of each dark screen.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { COLOUR_RULES, seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { HOSTILE, seedHostileContent, type HostileContent } from '../src/hostile-content.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { animationsFinished, drawn, siteScreens, type Visitor } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const WIDTHS = [360, 1280] as const;
// The page backgrounds of the two palettes (background #0f1117 and #f5f6fa), as a browser reports them.
const DARK_PAGE = 'rgb(15, 17, 23)';
const LIGHT_PAGE = 'rgb(245, 246, 250)';

let running: SiteWithBackend;
let browser: Browser;
let hostile: HostileContent;
const darkContexts = new Map<Visitor, BrowserContext>();

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeSwitch = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

before(async () => {
  // 6010, not 6000: Chromium refuses port 6000 (X11) as unsafe.
  running = await startSiteWithBackend({ shellPort: 6010, autoconfirm: true });
  browser = await launchChromium();
  hostile = await seedHostileContent(running.stack);
  // axe-core is injected as a script of its own, which the site's policy would refuse.
  darkContexts.set(
    'visitor',
    await contextFor(browser, running.stack.url, null, { bypassCSP: true, colorScheme: 'dark' }),
  );
  // The member's system is light: the dark theme is their own choice, made with the switch.
  const member = await contextFor(browser, running.stack.url, hostile.session, {
    bypassCSP: true,
  });
  const page = await member.newPage();
  await page.goto(running.site.url);
  await themeSwitch(page).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.close();
  darkContexts.set('member', member);
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

const screens = siteScreens({ postId: 'hostile-post', username: HOSTILE.username });

for (const who of ['visitor', 'member'] as const) {
  describe(`dark, as a ${who} (${who === 'visitor' ? 'the system' : 'the switch'})`, () => {
    for (const screen of screens.filter((s) => !s.only || s.only === who)) {
      test(`${screen.name} is dark and passes axe`, async () => {
        const path = screen.path.replace('hostile-post', hostile.postId);
        const page = await darkContexts.get(who)!.newPage();
        const failures: string[] = [];
        // One load, then the other width by resizing: the theme is CSS, so a resized page is
        // painted as one loaded at that width.
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(`${running.site.url}${path}`);
        await screen.open(page);
        for (const width of WIDTHS) {
          const where = `${screen.name} at ${String(width)} px`;
          await page.setViewportSize({ width, height: 800 });
          await drawn(page);
          await animationsFinished(page);
          const background = await pageBackground(page);
          if (background !== DARK_PAGE) failures.push(`${where}: the page is ${background}`);
          // The other rules do not depend on colours and run in the light sweep of every screen.
          for (const violation of await seriousViolations(page, COLOUR_RULES)) {
            failures.push(`${where}: ${violation}`);
          }
          await saveScreenshot(page, `dark-${who}`, screen, width);
        }
        await page.close();
        assert.deepEqual(failures, [], failures.join('\n'));
      });
    }
  });
}

describe('the theme switch', () => {
  for (const who of ['visitor', 'member'] as const) {
    test(`leaves the ${who}'s header fitting a 320 px phone`, async () => {
      const page = await darkContexts.get(who)!.newPage();
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(running.site.url);
      await page.getByRole('button', { name: 'Post actions' }).first().waitFor();
      await themeSwitch(page).waitFor();
      const report = await auditLayout(page);
      await page.close();
      assert.ok(report.scrollWidth <= report.innerWidth, `${String(report.scrollWidth)} px wide`);
      assert.deepEqual(report.outside, []);
    });
  }

  test('follows the system while it has never been used', async () => {
    const context = await contextFor(browser, running.stack.url, null, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(running.site.url);
    await themeSwitch(page).waitFor();
    assert.equal(await themeSwitch(page).getAttribute('aria-pressed'), 'true');
    assert.equal(await pageBackground(page), DARK_PAGE);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(
      (light) => getComputedStyle(document.body).backgroundColor === light,
      LIGHT_PAGE,
    );
    await page.waitForFunction(
      () =>
        document.querySelector('button[aria-label="Dark theme"]')?.getAttribute('aria-pressed') ===
        'false',
    );
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);
    assert.equal(await page.evaluate(() => localStorage.getItem('lg-theme')), null);
    await context.close();
  });

  test('is remembered across a reload, and painted before the app starts', async () => {
    const context = await contextFor(browser, running.stack.url, null);
    const page = await context.newPage();
    await page.goto(running.site.url);
    assert.equal(await pageBackground(page), LIGHT_PAGE);
    await themeSwitch(page).click();
    await page.waitForFunction(
      (dark) => getComputedStyle(document.body).backgroundColor === dark,
      DARK_PAGE,
    );

    await page.reload();
    await themeSwitch(page).waitFor();
    assert.equal(await themeSwitch(page).getAttribute('aria-pressed'), 'true');
    assert.equal(await pageBackground(page), DARK_PAGE);

    // With the app's scripts held back, what shows is the server's page alone: already dark.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload();
    await page.locator('.boot-header').waitFor();
    assert.equal(await pageBackground(page), DARK_PAGE);
    const bootHeader = await page
      .locator('.boot-header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    assert.equal(bootHeader, 'rgb(24, 27, 36)'); // the dark surface, #181b24
    await context.close();
  });

  test('a choice of light wins over a dark system', async () => {
    const context = await contextFor(browser, running.stack.url, null, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(running.site.url);
    await themeSwitch(page).click();
    await page.waitForFunction(
      (light) => getComputedStyle(document.body).backgroundColor === light,
      LIGHT_PAGE,
    );
    await page.reload();
    await themeSwitch(page).waitFor();
    assert.equal(await themeSwitch(page).getAttribute('aria-pressed'), 'false');
    assert.equal(await pageBackground(page), LIGHT_PAGE);
    await context.close();
  });
});
