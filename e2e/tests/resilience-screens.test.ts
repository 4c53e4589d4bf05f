// Screen-level error states: with the backend down when the page loads, the feed, the post
// detail and the profile say their data could not be loaded (never an empty or "not found" state)
// and offer Retry; once the backend is up, Retry shows the content on the same page. Sign-in and
// create post keep what the user typed when the backend cannot be reached.
// (resilience.test.ts covers the shell staying up on every route; this file covers the screens.)
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { pickFreePort } from '../../backend/src/free-port.ts';
import { deriveApiKeys } from '../../backend/src/keys.ts';
import { startTestStack, type TestStack } from '../../backend/test/helpers/test-stack.ts';
import { launchChromium } from '../src/browser.ts';
import { startSite, type RunningSite } from '../src/site.ts';
import { saveScreenshot } from '../src/screenshots.ts';

const SHELL_PORT = 4800;
// The backend starts later in the run, so its secret and anon key are fixed up front.
const JWT_SECRET = randomBytes(32).toString('base64url');
let anonKey: string;
const SEEDED_POST_ID = '00000000-0000-4000-b000-000000000001';
const SEEDED_POST_TITLE = 'Noise-cancelling headphones for open offices?';
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

let site: RunningSite;
let browser: Browser;
let backendPort: number;
let stack: TestStack | undefined;

before(async () => {
  // Nothing listens on this port until the backend is started there mid-file.
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

interface ScreenCase {
  name: string;
  path: string;
  errorTitle: string;
  misleading: string;
  /** What the screen shows once Retry succeeds. */
  content: (page: Page) => Promise<unknown>;
}

const screens: ScreenCase[] = [
  {
    name: 'feed',
    path: '/',
    errorTitle: 'Could not load reviews',
    misleading: 'No posts yet',
    content: (page) => page.locator('article[data-post-id]').first().waitFor(),
  },
  {
    name: 'post',
    path: `/post/${SEEDED_POST_ID}`,
    errorTitle: 'Could not load this post',
    misleading: 'Post not found',
    content: (page) => page.getByRole('heading', { level: 1, name: SEEDED_POST_TITLE }).waitFor(),
  },
  {
    name: 'profile',
    path: '/profile/alice',
    errorTitle: 'Could not load this profile',
    misleading: 'Profile not found',
    content: (page) => page.getByRole('heading', { name: 'Alice Chen' }).waitFor(),
  },
];

/** Pages left open on their error state, retried once the backend is up. */
const waitingPages: Array<{ page: Page; screen: ScreenCase; pageErrors: Error[] }> = [];

async function openPage(path: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`${site.url}${path}`);
  return { page, pageErrors };
}

describe('the backend is down when the page loads', () => {
  for (const screen of screens) {
    test(`${screen.path} says "${screen.errorTitle}" with Retry, not "${screen.misleading}"`, async () => {
      for (const [size, viewport] of Object.entries(viewports)) {
        const { page, pageErrors } = await openPage(screen.path, viewport);
        const alert = page.getByRole('alert').filter({ hasText: screen.errorTitle });
        await alert.waitFor();
        await alert.getByRole('button', { name: 'Retry' }).waitFor();
        assert.equal(await page.getByText(screen.misleading, { exact: true }).count(), 0);
        await saveScreenshot(page, 'backend-down', { name: screen.name }, viewport.width);
        if (size === 'desktop') waitingPages.push({ page, screen, pageErrors });
        else await page.close();
        assert.deepEqual(pageErrors.map(String), []);
      }
    });
  }

  test('/auth: a sign-in that cannot reach the server shows an error toast and keeps the values', async () => {
    const { page, pageErrors } = await openPage('/auth', viewports.desktop);
    await page.getByLabel('Email').fill('alice@example.com');
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(/^Error( signing in)?$/).waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), 'alice@example.com');
    assert.equal(await page.getByLabel('Password').inputValue(), 'password123');
    await saveScreenshot(page, 'backend-down', { name: 'auth sign-in error' });
    assert.deepEqual(pageErrors.map(String), []);
    await page.close();
  });
});

describe('the backend comes up', () => {
  test('Retry on each waiting page shows its content', async () => {
    stack = await startTestStack({
      seed: true,
      gatewayPort: backendPort,
      autoconfirm: true,
      jwtSecret: JWT_SECRET,
    });
    assert.equal(stack.anonKey, anonKey, 'the stack signs with the secret it was given');
    assert.equal(waitingPages.length, screens.length);
    for (const { page, screen, pageErrors } of waitingPages) {
      await page.getByRole('button', { name: 'Retry' }).click();
      await screen.content(page);
      assert.equal(await page.getByText(screen.errorTitle).count(), 0);
      await saveScreenshot(page, 'backend-up', { name: `${screen.name} after retry` });
      assert.deepEqual(pageErrors.map(String), []);
      await page.close();
    }
  });

  test('create post: a submit the server cannot receive shows an error and keeps the text', async () => {
    assert.ok(stack);
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await client.auth.signInWithPassword({
      email: 'alice@example.com',
      password: 'password123',
    });
    if (error) throw error;
    const storageKey = `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`;
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
      storageKey,
      JSON.stringify(data.session),
    ] as const);
    await page.goto(`${site.url}/create`);
    await page.getByLabel('Title').fill('Kept after a failed submit');
    await page.getByLabel('Category').selectOption('products');
    await page.getByLabel('Description (optional)').fill('Every word of this stays.');
    // The posts endpoint is unreachable for this page, as if the network dropped on submit.
    await page.route('**/rest/v1/posts**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    await page.getByText('Error creating post').waitFor();
    assert.equal(await page.getByLabel('Title').inputValue(), 'Kept after a failed submit');
    assert.equal(await page.getByLabel('Category').inputValue(), 'products');
    assert.equal(
      await page.getByLabel('Description (optional)').inputValue(),
      'Every word of this stays.',
    );
    assert.equal(new URL(page.url()).pathname, '/create');
    await saveScreenshot(page, 'backend-down', { name: 'create submit error' });
    await page.close();
  });
});
