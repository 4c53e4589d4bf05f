// Sign up with a confirmation mail, sign in, the member header, the auth errors, live
// notifications between two members in two browser contexts, Mark all read and Sign Out.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { channelJoined } from '../src/realtime-joins.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const newMember = {
  email: 'newcomer@example.com',
  username: 'newcomer_e2e',
  displayName: 'Newcomer Nina',
  password: 'a-long-password',
};
// A seeded demo member (supabase/seed.sql) who does not follow the newcomer yet.
const follower = { email: 'frank@example.com', password: 'password123' };

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: 4200 });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function openPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(`${running.site.url}${path}`);
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${running.site.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function confirmationLink(to: string): Promise<string> {
  for (;;) {
    const mails = (await (await fetch(`${running.stack.mailUrl}/email`)).json()) as {
      to: { address: string }[];
      text: string;
    }[];
    const mail = mails.find((item) => item.to.some((address) => address.address === to));
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('sign up, confirm and sign in', () => {
  test('a new member signs up, confirms by mail, lands on / and signs in', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, '/');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await page.getByLabel('Email').fill(newMember.email);
    await page.getByLabel('Username').fill(newMember.username);
    await page.getByLabel('Display Name').fill(newMember.displayName);
    await page.getByLabel('Password').fill(newMember.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    await page.getByText('Please check your email to verify your account.').first().waitFor();

    const link = await confirmationLink(newMember.email);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(new URL(page.url()).port, '4200');
    // The link's session is picked up from the URL: the member arrives signed in.
    await page.getByRole('link', { name: 'Your profile' }).waitFor();
    await context.close();

    const fresh = await browser.newContext();
    const signInPage = await fresh.newPage();
    await signIn(signInPage, newMember.email, newMember.password);
    await signInPage.getByText('Welcome back!').waitFor();
    await signInPage.waitForURL((url) => url.pathname === '/');
    const profileLink = signInPage.getByRole('link', { name: 'Your profile' });
    await profileLink.waitFor();
    assert.equal(await profileLink.getAttribute('href'), `/profile/${newMember.username}`);
    await bell(signInPage).waitFor();
    await signInPage.getByRole('button', { name: 'Sign Out' }).waitFor();
    assert.equal(await signInPage.getByRole('link', { name: 'Sign In' }).count(), 0);
    await fresh.close();
  });

  test("a wrong password shows the shell's toast 'Error signing in' and keeps the form", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, follower.email, 'not-the-password');
    // auth-mfe asks through bus.toastRequested; the shell's toaster shows it.
    await page.getByText('Error signing in').waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth');
    assert.equal(await page.getByLabel('Email').inputValue(), follower.email);
    await context.close();
  });

  test('a taken username shows its message', async () => {
    const context = await browser.newContext();
    const page = await openPage(context, '/auth?tab=signup');
    await page.getByLabel('Email').fill('someone-else@example.com');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Display Name').fill('Another Alice');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Error creating account').waitFor();
    await page.getByText('Username is already taken. Please choose another one.').first().waitFor();
    assert.equal(await page.getByLabel('Username').inputValue(), 'alice');
    await context.close();
  });
});

describe('live notifications', () => {
  test("B follows A: A's badge rises without a reload, Mark all read clears it, Sign Out", async () => {
    const contextA = await browser.newContext();
    const pageA = await contextA.newPage();
    const joined = channelJoined(pageA, 'notifications:');
    await signIn(pageA, newMember.email, newMember.password);
    await bell(pageA).waitFor();
    await joined;
    assert.equal(await bell(pageA).getAttribute('aria-label'), 'Notifications');
    const memberA = await pageA.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { user: { id: string } }).user
        .id;
    });

    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    await signIn(pageB, follower.email, follower.password);
    await bell(pageB).waitFor();
    // B follows A with B's own session, exactly as the profile's Follow button does.
    const status = await pageB.evaluate(
      async ({ url, anonKey, followingId }) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
        const session = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
          access_token: string;
          user: { id: string };
        };
        const response = await fetch(`${url}/rest/v1/user_follows`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${session.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ follower_id: session.user.id, following_id: followingId }),
        });
        return response.status;
      },
      { url: running.stack.url, anonKey: running.stack.anonKey, followingId: memberA },
    );
    assert.equal(status, 201);

    await pageA.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    assert.equal((await bell(pageA).textContent())?.trim(), '1');

    await bell(pageA).click();
    const panel = pageA.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('Frank Novak started following you').waitFor();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await pageA.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    assert.equal((await bell(pageA).textContent())?.trim(), '');

    // Opening the follow notification leads to the follower's profile.
    await panel.getByRole('button', { name: /Frank Novak started following you/ }).click();
    await pageA.waitForURL((url) => url.pathname === '/profile/frank_reads');

    await pageA.getByRole('button', { name: 'Sign Out' }).click();
    await pageA.getByRole('link', { name: 'Sign In' }).waitFor();
    await pageA.getByRole('link', { name: 'Sign Up' }).waitFor();
    assert.equal(await bell(pageA).count(), 0);
    assert.equal(await pageA.getByRole('link', { name: 'Create review post' }).count(), 0);
    await contextA.close();
    await contextB.close();
  });
});
