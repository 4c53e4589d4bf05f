// The shell's frame in Chromium against the production builds and a real backend: the bell's real
// unread total, the skip link and the create button by keyboard, sign-in returning where the visitor
// came from, an expired confirmation link with a resend, and /auth, the 404 and the header on phones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { anonClient, serviceClient } from '../../backend/test/helpers/supabase-clients.ts';
import { listMail } from '../../backend/test/helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from '../../backend/test/helpers/test-stack.ts';
import { launchChromium } from '../src/browser.ts';
import { signInThroughForm } from '../src/member-session.ts';
import { channelJoined } from '../src/realtime-joins.ts';
import { startSite, type RunningSite } from '../src/site.ts';
import { headerIsLive } from '../src/live-screen.ts';

const SHELL_PORT = 5300;
const DEMO_PASSWORD = 'password123';
const SEEDED_POST_ID = '00000000-0000-4000-b000-000000000001';
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let stack: TestStack;
let site: RunningSite;
let browser: Browser;

before(async () => {
  // A resend right after sign-up must not wait for the mail interval.
  stack = await startTestStack({
    seed: true,
    siteUrl: `http://localhost:${SHELL_PORT}`,
    mailMinIntervalSeconds: 0,
  });
  site = await startSite({
    shellPort: SHELL_PORT,
    supabaseUrl: stack.url,
    supabaseAnonKey: stack.anonKey,
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await stack?.stop();
});

async function memberContext(email: string, width = 1280): Promise<BrowserContext> {
  const { data, error } = await anonClient(stack).auth.signInWithPassword({
    email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
  const storageKey = `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  return context;
}

/** A visitor's page; the CSP is bypassed only so the test can inject axe-core. */
async function visitorPage(width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
  return context.newPage();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    type AxeViolation = { id: string; impact: string; nodes: { html: string }[] };
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
  });
}

describe('the bell', () => {
  test('counts every unread notification, shows 99+, and Mark all read clears it', async () => {
    const { data: erin } = await serviceClient(stack)
      .from('profiles')
      .select('id')
      .eq('username', 'erin')
      .single();
    assert.ok(erin);
    const rows = Array.from({ length: 120 }, (_, index) => ({
      user_id: erin.id,
      type: 'follow',
      title: 'New follower',
      message: `Follower ${index} started following you`,
      // 120 different followers: repeats by one member would fold into a single notification.
      metadata: { follower_username: `follower_${index}` },
    }));
    const inserted = await serviceClient(stack).from('notifications').insert(rows);
    assert.equal(inserted.error, null);

    const context = await memberContext('erin@example.com', 320);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Notifications, 99+ unread' }).waitFor();
    assert.equal((await bell(page).textContent())?.trim(), '99+');

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByText(/^Follower \d+ started following you$/)
      .first()
      .waitFor();
    const box = await panel.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `panel at ${JSON.stringify(box)}`);
    assert.ok((await sidewaysOverflow(page)) <= 0);
    assert.deepEqual(await seriousAxeViolations(page), []);

    const marked = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/notifications?'),
    );
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    assert.ok((await marked).ok());
    const left = await serviceClient(stack)
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', erin.id)
      .eq('read', false);
    assert.equal(left.count, 0);

    // After a reload the total comes from the server again, and nothing is left unread.
    const joined = channelJoined(page, 'notifications:');
    await page.reload();
    await bell(page).click();
    await panel
      .getByText(/^Follower \d+ started following you$/)
      .first()
      .waitFor();
    assert.ok(await panel.getByRole('button', { name: 'Mark all read' }).isDisabled());
    assert.equal(await bell(page).getAttribute('aria-label'), 'Notifications');

    // A live arrival raises the real total by one.
    await joined;
    await serviceClient(stack)
      .from('notifications')
      .insert({ ...rows[0], message: 'One more' });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await context.close();
  });
});

describe('keyboard', () => {
  test('the first Tab reaches "Skip to content", which moves focus to the one main', async () => {
    const page = await visitorPage();
    await page.goto(`${site.url}/`);
    // The page's boot header (with its own Sign In) has no skip link: wait for the app's.
    await headerIsLive(page);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await skip.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
    assert.equal(await page.locator('main').count(), 1);
    await page.context().close();
  });

  test('the create button comes within a few Tabs from the top of the feed', async () => {
    const context = await memberContext('alice@example.com');
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Your profile' }).waitFor();
    await page.getByRole('article').first().waitFor();
    const reached: string[] = [];
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      );
      if (reached.at(-1) === 'Create review post') break;
    }
    assert.equal(reached.at(-1), 'Create review post', `Tab reached ${reached.join(', ')}`);
    await context.close();
  });
});

describe('signing in returns where the visitor came from', () => {
  for (const path of ['/create', `/post/${SEEDED_POST_ID}`]) {
    test(`${path} -> Sign In -> back on ${path}`, async () => {
      const page = await visitorPage();
      await page.goto(`${site.url}${path}`);
      await page.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await signInThroughForm(page, 'bob@example.com');
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('link', { name: 'Your profile' }).waitFor();
      await page.context().close();
    });
  }

  for (const next of ['https://example.org/', '//example.org/', '/\\example.org/']) {
    test(`an outside return address (${next}) leads home instead`, async () => {
      const page = await visitorPage();
      await page.goto(`${site.url}/auth?next=${encodeURIComponent(next)}`);
      await signInThroughForm(page, 'carol@example.com');
      await page.getByRole('link', { name: 'Your profile' }).waitFor();
      await page.waitForURL((url) => url.origin === site.url && url.pathname === '/');
      await page.context().close();
    });
  }
});

describe('an expired confirmation link', () => {
  test('says what happened, cleans the URL and resends the confirmation mail', async () => {
    const email = 'late-confirmer@example.com';
    const signUp = await anonClient(stack).auth.signUp({
      email,
      password: 'a-long-password',
      options: { data: { username: 'late_confirmer', display_name: 'Late Confirmer' } },
    });
    assert.equal(signUp.error, null);
    const mailsTo = async () =>
      (await listMail(stack)).filter((mail) => mail.to.some((to) => to.address === email)).length;
    const before = await mailsTo();

    const page = await visitorPage(360, 740);
    // A link whose token is used or expired: the backend sends the visitor to the site with
    // #error=access_denied&error_code=otp_expired, as GoTrue does.
    await page.goto(
      `${stack.url}/auth/v1/verify?token=used-token&type=signup&redirect_to=${site.url}/`,
    );
    await page.getByText('This confirmation link has expired or was already used.').waitFor();
    assert.equal(new URL(page.url()).hash, '');
    assert.ok((await sidewaysOverflow(page)) <= 0);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await page.getByText('Confirmation email sent!').waitFor();
    while ((await mailsTo()) === before) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await mailsTo(), before + 1);
    await page.context().close();
  });
});

describe('phones and desktops', () => {
  for (const width of [320, 360, 1280]) {
    for (const path of ['/auth', '/auth?tab=signup', '/no-such-page']) {
      test(`${path} has no sideways scroll at ${width} px and no serious axe violation`, async () => {
        const page = await visitorPage(width);
        await page.goto(`${site.url}${path}`);
        await page.getByRole('heading').first().waitFor();
        await headerIsLive(page);
        await page.getByRole('link', { name: 'Sign In' }).waitFor();
        assert.equal(await sidewaysOverflow(page), 0, `${path} at ${width}`);
        assert.deepEqual(await seriousAxeViolations(page), []);
        await page.context().close();
      });
    }
  }

  for (const width of [360, 1280]) {
    test(`a toast never covers the create button at ${width} px`, async () => {
      const page = await visitorPage(width, 740);
      await page.goto(`${site.url}/auth`);
      await signInThroughForm(page, 'dave@example.com');
      const toast = page.getByRole('listitem').filter({ hasText: 'Welcome back!' });
      await toast.waitFor();
      const create = page.getByRole('link', { name: 'Create review post' });
      await create.waitFor();
      const [a, b] = [await toast.boundingBox(), await create.boundingBox()];
      assert.ok(a && b);
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      assert.ok(apart, `toast ${JSON.stringify(a)} covers the button ${JSON.stringify(b)}`);
      await page.context().close();
    });
  }
});
