// Profiles, reputation and following, in Chromium against the production builds and a real
// backend with the demo data (members alice, bob_builds, carol, dave_eats, erin, frank_reads).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '@supabase/supabase-js';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { channelJoined } from '../src/realtime-joins.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const DEMO_PASSWORD = 'password123';
// A 1x1 PNG, the smallest valid avatar.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: 4500, autoconfirm: true });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const { data, error } = await anonClient(running.stack).auth.signInWithPassword({
    email,
    password,
  });
  if (error) throw error;
  return data.session;
}

/** A browser context whose site already holds this session, as after signing in. */
async function memberContext(session: Session): Promise<BrowserContext> {
  const context = await browser.newContext();
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
  return context;
}

async function openProfile(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${running.site.url}/profile/${username}`);
  return page;
}

async function followerCount(page: Page): Promise<number> {
  const text = await page.getByTestId('follower-count').textContent();
  return Number.parseInt(text ?? '', 10);
}

describe('a visitor', () => {
  test('sees a seeded profile with its stats and activity, and no Follow button', async () => {
    const context = await browser.newContext();
    const page = await openProfile(context, 'alice');
    await page.getByRole('heading', { name: 'Alice Chen' }).waitFor();
    assert.ok(await page.getByText('@alice', { exact: true }).isVisible());
    assert.ok(await page.getByText(/^Member since \w+ \d{4}$/).isVisible());
    for (const label of ['Posts Created', 'Likes Given', 'Gripes Given']) {
      assert.ok(await page.getByText(label, { exact: true }).isVisible(), label);
    }
    await page.getByRole('tab', { name: /^Posts \(\d+\)$/ }).waitFor();
    await page.getByRole('list', { name: 'Posts' }).getByRole('link').first().waitFor();
    await page.getByRole('tab', { name: /^Likes \(\d+\)$/ }).click();
    await page.getByRole('list', { name: 'Likes' }).getByText('Liked').first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^(Follow|Unfollow)$/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Edit Profile' }).count(), 0);
    await context.close();
  });

  test('sees the not-found texts for an unknown username', async () => {
    const context = await browser.newContext();
    const page = await openProfile(context, 'nobody_here');
    await page.getByText('Profile not found', { exact: true }).waitFor();
    assert.ok(await page.getByText('The user @nobody_here does not exist.').isVisible());
    await context.close();
  });
});

describe('following', () => {
  test("a follow raises the followed member's count live in another context", async () => {
    const follower = await memberContext(await signIn('bob@example.com'));
    const followed = await memberContext(await signIn('carol@example.com'));
    const carolsView = await followed.newPage();
    // The page joins its follow channel once it has settled; a follow before that is not live.
    const carolWatches = channelJoined(carolsView, 'profile-follows:');
    await carolsView.goto(`${running.site.url}/profile/carol`);
    await carolsView.getByTestId('follower-count').waitFor();
    // Carol sees her own profile: Edit Profile, never Follow.
    await carolsView.getByRole('button', { name: 'Edit Profile' }).waitFor();
    assert.equal(await carolsView.getByRole('button', { name: /^(Follow|Unfollow)$/ }).count(), 0);

    const bobsView = await openProfile(follower, 'carol');
    let follow = bobsView.getByRole('button', { name: /^(Follow|Unfollow)$/ });
    await follow.waitFor();
    await bobsView.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) => /^(Follow|Unfollow)$/.test(b.textContent ?? '') && !b.disabled,
      ),
    );
    if ((await follow.textContent()) === 'Unfollow') {
      await follow.click();
      await bobsView.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    }
    await bobsView.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Follow' && !b.disabled,
      ),
    );
    const before = await followerCount(carolsView);
    await carolsView.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="follower-count"] strong')?.textContent ===
        String(count),
      before,
    );

    await carolWatches;
    follow = bobsView.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await bobsView.getByText('You are now following Carol Okafor').waitFor();
    await bobsView.getByRole('button', { name: 'Unfollow' }).waitFor();

    // No reload in Carol's context: the realtime subscription refreshes the count.
    await carolsView.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="follower-count"] strong')?.textContent ===
        String(count),
      before + 1,
    );
    assert.equal(await followerCount(carolsView), before + 1);
    assert.equal(await followerCount(bobsView), before + 1);

    await bobsView.getByRole('button', { name: 'Unfollow' }).click();
    await bobsView.getByText('Unfollowed', { exact: true }).waitFor();
    await carolsView.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="follower-count"] strong')?.textContent ===
        String(count),
      before,
    );
    await follower.close();
    await followed.close();
  });
});

describe('editing the own profile', () => {
  test('a new avatar and username are saved; the URL and the header avatar follow', async () => {
    const context = await memberContext(await signIn('frank@example.com'));
    const page = await openProfile(context, 'frank_reads');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();

    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    // The page shows copies sized for it; the stored file is the picture drawn again, as a PNG.
    const preview = dialog.locator('img[src*="/avatars/"]');
    await preview.waitFor();
    const storedPath = /\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png/.exec(
      (await preview.getAttribute('src')) ?? '',
    )?.[0];
    assert.ok(storedPath, 'the preview shows the uploaded avatar');
    const uploaded = await fetch(`${running.stack.url}/storage/v1/object/public${storedPath}`);
    assert.equal(uploaded.status, 200);
    assert.equal(uploaded.headers.get('content-type'), 'image/png');
    const stored = Buffer.from(await uploaded.arrayBuffer());
    assert.deepEqual(stored.subarray(0, 8), PIXEL_PNG.subarray(0, 8));

    const username = `frank_${randomBytes(3).toString('hex')}`;
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Bio').fill('Sci-fi, history and now avatars.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await page.waitForURL(`${running.site.url}/profile/${username}`);
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    await page.getByText('Sci-fi, history and now avatars.').waitFor();
    assert.equal(await dialog.count(), 0);
    const headerLink = page.getByRole('link', { name: 'Your profile' });
    await page.waitForFunction(
      (href) => document.querySelector(`a[href="${href}"] img`) !== null,
      `/profile/${username}`,
    );
    assert.ok((await headerLink.locator('img').getAttribute('src'))?.includes(storedPath));

    // A reload reads the saved row.
    await page.reload();
    await page.getByText(`@${username}`, { exact: true }).waitFor();
    await page.locator(`section[aria-label="Profile"] img[src*="${storedPath}"]`).waitFor();
    await context.close();
  });

  test('a taken username is refused with the spec message', async () => {
    const context = await memberContext(await signIn('erin@example.com'));
    const page = await openProfile(context, 'erin');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const message = 'Username is already taken. Please choose another one.';
    await dialog.getByText(message).waitFor();
    assert.equal(await dialog.getByLabel('Username').inputValue(), 'alice');
    assert.equal(new URL(page.url()).pathname, '/profile/erin');
    await context.close();
  });
});

describe('reputation', () => {
  test('a new member starts at New and the card follows their activity on refresh', async () => {
    const username = `rep_${randomBytes(3).toString('hex')}`;
    const client = anonClient(running.stack);
    const { data, error } = await client.auth.signUp({
      email: `${username}@example.test`,
      password: 'correct-horse-battery',
      options: { data: { username, display_name: 'Rep Tester' } },
    });
    if (error) throw error;
    assert.ok(data.session, 'the e2e stack confirms sign-ups automatically');

    const context = await browser.newContext();
    const page = await openProfile(context, username);
    const card = page.getByRole('region', { name: 'Reputation' });
    await card.waitFor();
    // The header badge says the trust level once, with the rounded overall score.
    await page.getByText(/^New \(\d+\)$/).waitFor();

    const { error: postError } = await client.from('posts').insert({
      user_id: data.user!.id,
      title: 'My first review',
      description: 'Testing the reputation card',
      category: 'other',
      hashtags: [],
    });
    if (postError) throw postError;

    await card.getByRole('button', { name: 'Refresh reputation' }).click();
    await page.getByText('Reputation updated', { exact: true }).waitFor();
    await page.getByText(/^Bronze \(\d+\)$/).waitFor();
    await context.close();
  });
});
