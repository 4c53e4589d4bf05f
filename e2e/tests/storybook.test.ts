// The static Storybook as designers meet it: served by the site at /storybook/ on the shell's port
// (a sub-path, so every asset link must be relative), it runs under its own Content-Security-Policy
// with no violation, and the token pages read well at phone and desktop widths with no serious or
// critical axe-core violation. Needs `npm run storybook:build` first (npm test builds it before the
// end-to-end step).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSite, type RunningSite } from '../src/site.ts';

const SHELL_PORT = 5700;
const TOKEN_PAGES = [
  { id: 'tokens-colours--colours', heading: 'Colours', sample: 'colors.primary' },
  { id: 'tokens-type--type', heading: 'Type', sample: 'fontSizes.display' },
  { id: 'tokens-spacing--spacing', heading: 'Spacing', sample: 'space.xxxl' },
  { id: 'tokens-radii--radii', heading: 'Radii', sample: 'radii.pill' },
  { id: 'tokens-shadows--shadows', heading: 'Shadows', sample: 'shadows.focus' },
];

let site: RunningSite;
let browser: Browser;

before(async () => {
  // Storybook calls no backend; the site only needs a URL to write into its config.
  site = await startSite({
    shellPort: SHELL_PORT,
    supabaseUrl: 'http://127.0.0.1:54399',
    supabaseAnonKey: 'not-used',
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

/**
 * A page that records page errors, console errors (a CSP violation is one) and failed requests.
 * `bypassCSP` lets the test inject axe-core; the policy itself is checked with it off.
 */
async function watchedPage(
  width: number,
  bypassCSP = false,
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chromium asks the origin for /favicon.ico on its own; the site has none, and that is not a
    // Storybook asset.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') {
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${String(response.status())} ${response.url()}`);
  });
  return { page, problems };
}

describe('Storybook at /storybook/', () => {
  test('/storybook redirects to the sub-path the relative asset links need', async () => {
    const res = await fetch(`${site.url}/storybook`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/storybook/');
  });

  test('the manager opens a token page in its preview frame with no error or CSP violation', async () => {
    const { page, problems } = await watchedPage(1280);
    await page.goto(`${site.url}/storybook/?path=/story/tokens-colours--colours`);
    const sidebarLink = page.getByRole('link', { name: 'Spacing' });
    await sidebarLink.waitFor();
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByRole('heading', { level: 1, name: 'Colours' }).waitFor();
    await sidebarLink.click();
    await preview.getByRole('heading', { level: 1, name: 'Spacing' }).waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  });

  for (const { id, heading, sample } of TOKEN_PAGES) {
    for (const width of [360, 1280]) {
      test(`${heading} fits ${String(width)} px with no serious axe violation`, async () => {
        const { page, problems } = await watchedPage(width, true);
        await page.goto(`${site.url}/storybook/iframe.html?id=${id}&viewMode=story`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(sample, { exact: true }).waitFor();
        const layout = await auditLayout(page);
        assert.deepEqual(layout.outside, []);
        assert.ok(layout.scrollWidth <= layout.innerWidth, JSON.stringify(layout));
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(problems, []);
        await saveScreenshot(page, 'storybook', { name: heading }, width);
        await page.close();
      });
    }
  }
});
