// "Forgot your password?" end to end: the request from Sign In, the mail in the catcher, the new
// password page the link opens, signing in with the new password (and not the old one), a used link,
// the mail interval (answered as for anyone, no second mail), the page opened without a link; axe and
// the layout at phone and desktop.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { assertNoMailTo } from '../../backend/test/helpers/auth-links.ts';
import {
  confirmationLink,
  listMail,
  waitForNewMail,
} from '../../backend/test/helpers/mail-inbox.ts';
import {
  createConfirmedUser,
  uniqueEmail,
  type TestUser,
} from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { animationsFinished } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 5800;
const RESET_SUBJECT = 'Reset your password';
const NEW_PASSWORD = 'a-fresh-passphrase';
const sentSentence = (email: string) =>
  `If an account exists for ${email}, a link to reset your password is on its way.`;

let running: SiteWithBackend;
let browser: Browser;
let member: TestUser;
/** The link of the reset mail the first test used, for the test of a used link. */
let usedLink: string | undefined;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, seed: false });
  browser = await launchChromium();
  member = await createConfirmedUser(running.stack);
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

/** A visitor's browser that lets axe-core in past the site's script policy. */
function visitorContext(): Promise<BrowserContext> {
  return contextFor(browser, running.stack.url, null, { bypassCSP: true });
}

/** The text of the focused element, to check where focus went. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/**
 * The screen as it is now, at a phone's and a desktop's width: nothing wider than the viewport and
 * no serious axe violation. Saves a picture of each when SWEEP_SCREENSHOTS names a folder.
 */
async function auditScreen(page: Page, name: string): Promise<void> {
  const failures: string[] = [];
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await animationsFinished(page);
    const report = await auditLayout(page);
    if (report.scrollWidth > report.innerWidth)
      failures.push(`${String(width)} px: document is ${String(report.scrollWidth)} px wide`);
    for (const element of report.outside) failures.push(`${String(width)} px: ${element}`);
    if (width === 320) continue;
    for (const violation of await seriousViolations(page))
      failures.push(`${String(width)} px: ${violation}`);
    await saveScreenshot(page, 'forgot', { name }, width);
  }
  assert.deepEqual(failures, [], `${name}:\n${failures.join('\n')}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${running.site.url}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function seenMail(): Promise<Set<string>> {
  return new Set((await listMail(running.stack)).map((mail) => mail.id));
}

describe('forgot password', () => {
  test('a member asks for a link, sets a new password from the mail, and only the new one works', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(`${running.site.url}/auth`);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await auditScreen(page, 'sign in with the forgot link');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    assert.equal(await focusedText(page), 'Reset your password');
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), member.email);
    await auditScreen(page, 'forgot password');

    const seen = await seenMail();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.equal(await focusedText(page), 'Check your email');
    assert.match((await page.getByRole('status').first().textContent()) ?? '', /a link to reset/);
    await page.getByText(sentSentence(member.email)).waitFor();
    await auditScreen(page, 'reset link sent');

    const mail = await waitForNewMail(running.stack, member.email, RESET_SUBJECT, seen);
    assert.ok(mail, 'no reset mail arrived');
    const link = confirmationLink(mail);
    assert.equal(
      new URL(link).searchParams.get('redirect_to'),
      `http://localhost:${String(SHELL_PORT)}/auth/reset`,
    );
    usedLink = link;

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/auth/reset');
    const field = page.getByLabel('New Password', { exact: true });
    await field.waitFor();
    assert.equal(await focusedText(page), 'Set a new password');
    await page.getByText(`Choose a new password for ${member.email}.`, { exact: false }).waitFor();
    // The tokens are taken out of the address once the session is read from it.
    assert.equal(new URL(page.url()).hash, '');
    await auditScreen(page, 'new password');

    // The server's own rule and words, as on sign-up; what was typed stays.
    await field.fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Password should be at least 8 characters.' })
      .waitFor();
    assert.equal(await field.inputValue(), 'short');
    assert.equal(await field.getAttribute('type'), 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    assert.equal(await field.getAttribute('type'), 'text');

    await field.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    await signIn(page, member.email, member.password);
    await page.getByText('Error signing in').waitFor();
    await page.getByText('Invalid login credentials').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth');

    await signIn(page, member.email, NEW_PASSWORD);
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await context.close();
  });

  test('a used link says it expired; a new one reads as sent but waits for the mail interval', async () => {
    assert.ok(usedLink, 'the first test keeps the link it used');
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(usedLink);
    await page.getByRole('heading', { name: 'Reset link expired' }).waitFor();
    await page.getByText(/This password reset link has expired or was already used\./).waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth');
    assert.equal(await focusedText(page), 'Reset link expired');
    await auditScreen(page, 'reset link expired');

    // The first mail went out moments ago: the answer is the one any address gets (GoTrue's 429
    // would tell a member apart), and no second mail goes out within the interval.
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    const early = await seenMail();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(sentSentence(member.email)).waitFor();
    await assertNoMailTo(running.stack, [member.email], early);

    await running.stack.pool.query(
      "update auth.users set recovery_sent_at = now() - interval '1 hour' where email = $1",
      [member.email],
    );
    await page.goto(`${running.site.url}/auth?view=forgot`);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    const seen = await seenMail();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.ok(await waitForNewMail(running.stack, member.email, RESET_SUBJECT, seen));
    await context.close();
  });

  test('an address without an account reads the same answer', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    const nobody = uniqueEmail('nobody');
    await page.goto(`${running.site.url}/auth?view=forgot`);
    await page.getByLabel('Email', { exact: true }).fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(sentSentence(nobody)).waitFor();
    await context.close();
  });

  test('the new password page without a link says one is needed', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(`${running.site.url}/auth/reset`);
    await page.getByRole('heading', { name: 'Reset link needed' }).waitFor();
    assert.equal(await focusedText(page), 'Reset link needed');
    assert.equal(await page.getByLabel('New Password', { exact: true }).count(), 0);
    await auditScreen(page, 'reset link needed');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    await context.close();
  });
});
