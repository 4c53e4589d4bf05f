// Resilience in the browser: the backend is down when the page loads. The shell (header,
// routes, 404) still renders on every screen, nothing is left blank, and no uncaught error escapes;
// once the backend is up, a reload shows the live feed. Screen-specific error states with Retry belong
// to the remotes and are checked by their own tests.
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { pickFreePort } from '../../backend/src/free-port.ts';
import { deriveApiKeys } from '../../backend/src/keys.ts';
import { startTestStack, type TestStack } from '../../backend/test/helpers/test-stack.ts';
import { launchChromium } from '../src/browser.ts';
import { startSite, type RunningSite } from '../src/site.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { headerIsLive } from '../src/live-screen.ts';

const SHELL_PORT = 4700;
// The backend starts later in the run, so its secret and anon key are fixed up front.
const JWT_SECRET = randomBytes(32).toString('base64url');
let anonKey: string;

let site: RunningSite;
let browser: Browser;
let backendPort: number;
let stack: TestStack | undefined;

before(async () => {
  // A port nothing listens on yet: the site's backend is down until the last test starts it there.
  backendPort = await pickFreePort();
  anonKey = (await deriveApiKeys(JWT_SECRET)).anonKey;
  site = await startSite({
    shellPort: SHELL_PORT,
    supabaseUrl: `http://127.0.0.1:${backendPort}`,
    supabaseAnonKey: anonKey,
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await stack?.stop();
});

async function openPage(path: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`${site.url}${path}`);
  return { page, pageErrors };
}

/** Text the route's own content shows, below the header. */
async function mainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const all = document.body.innerText;
    return header ? all.replace(header.innerText, '').trim() : all.trim();
  });
}

const screens: Array<[string, string]> = [
  ['/', 'home'],
  ['/auth', 'auth'],
  ['/create', 'create'],
  ['/post/00000000-0000-4000-8000-000000000000', 'post'],
  ['/profile/alice', 'profile'],
  ['/nonexistent', 'not-found'],
];
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

describe('the backend is down when the page loads', () => {
  for (const [path, name] of screens) {
    test(`${path}: the header and the route render, never a blank page`, async () => {
      // Every screen at desktop width; the home screen at mobile width too.
      const sizes = Object.entries(viewports).filter(
        ([size]) => size === 'desktop' || name === 'home',
      );
      for (const [, viewport] of sizes) {
        const { page, pageErrors } = await openPage(path, viewport);
        await page.getByRole('link', { name: 'Like and Gripe home' }).waitFor({ state: 'visible' });
        await headerIsLive(page);
        await page.getByRole('link', { name: 'Sign In' }).waitFor({ state: 'visible' });
        // Let the failed backend calls settle, then the route must still show its own content.
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => document.body.innerText.trim().length > 0);
        const text = await mainText(page);
        await saveScreenshot(page, 'shell-backend-down', { name }, viewport.width);
        assert.ok(text.length > 0, `${path} shows nothing below the header`);
        assert.deepEqual(pageErrors.map(String), [], `${path}: uncaught errors`);
        await page.close();
      }
    });
  }

  test('the 404 page still works and leads home', async () => {
    const { page } = await openPage('/nonexistent', viewports.desktop);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByText('Share your thoughts, get honest feedback from the community').waitFor();
    await page.close();
  });

  test('once the backend is up, a reload shows the live feed', async () => {
    const { page } = await openPage('/', viewports.desktop);
    await page.getByRole('link', { name: 'Like and Gripe home' }).waitFor();
    stack = await startTestStack({
      seed: true,
      gatewayPort: backendPort,
      autoconfirm: true,
      jwtSecret: JWT_SECRET,
    });
    assert.equal(stack.anonKey, anonKey, 'the stack signs with the secret it was given');
    await page.reload();
    await page.getByText('Open-source note-taking app').first().waitFor({ state: 'visible' });
    await saveScreenshot(page, 'shell-backend-back', { name: 'home' });
    await page.close();
  });
});
