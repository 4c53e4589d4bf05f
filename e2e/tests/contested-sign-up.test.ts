// Someone signs up first with the owner's address and a password of their own. The owner signs up
// later in the browser and follows the mail's link: the site asks them for a new password and lets
// them replace the username the first sign-up chose; only the new password opens the account.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  confirmationLink,
  seenMail,
  waitForNewMail,
} from '../../backend/test/helpers/mail-inbox.ts';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { uniqueEmail, uniqueUsername } from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 7400;
const ABUSER_PASSWORD = 'abuser-chosen-passphrase';
const OWNER_PASSWORD = 'owner-chosen-passphrase';
const NEW_PASSWORD = 'owner-new-passphrase';

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, seed: false });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${running.site.url}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('a sign-up someone else made first', () => {
  test('the owner confirms, chooses a password and a username, and only theirs opens the account', async () => {
    const email = uniqueEmail('owner');
    const abuserName = uniqueUsername('abuser');
    const ownerName = uniqueUsername('owner');
    const first = await anonClient(running.stack).auth.signUp({
      email,
      password: ABUSER_PASSWORD,
      options: { data: { username: abuserName, display_name: 'Not The Owner' } },
    });
    assert.equal(first.error, null);
    // Days later, not within the minute between two mails to one address.
    await running.stack.pool.query(
      "update auth.users set confirmation_sent_at = now() - interval '1 day' where email = $1",
      [email],
    );

    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${running.site.url}/auth?tab=signup`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Username').fill(ownerName);
    await page.getByLabel('Display Name').fill('The Owner');
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    const seen = await seenMail(running.stack);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    const mail = await waitForNewMail(running.stack, email, 'Confirm Your Signup', seen);
    assert.ok(mail, 'no confirmation mail for the owner’s sign-up');

    await page.goto(confirmationLink(mail));
    await page.waitForURL((url) => url.pathname === '/auth/finish');
    await page.getByRole('heading', { name: 'Finish setting up your account' }).waitFor();
    const username = page.getByLabel('Username');
    assert.equal(await username.inputValue(), abuserName);
    const report = await auditLayout(page);
    assert.ok(report.scrollWidth <= report.innerWidth, 'the page is wider than a 360 px phone');
    assert.deepEqual(await seriousViolations(page), []);
    await saveScreenshot(page, 'contested', { name: 'finish sign-up' }, 360);

    // Any other page leads back here until the account is finished.
    await page.goto(`${running.site.url}/create`);
    await page.waitForURL((url) => url.pathname === '/auth/finish');
    await username.fill(ownerName);
    await page.getByLabel('Display Name').fill('The Owner');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Your account is ready').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${running.site.url}/profile/${ownerName}`);
    await page.getByRole('heading', { name: 'The Owner' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    for (const refused of [ABUSER_PASSWORD, OWNER_PASSWORD]) {
      await signIn(page, email, refused);
      await page.getByText('Invalid login credentials').first().waitFor();
    }
    await signIn(page, email, NEW_PASSWORD);
    await page.getByText('Welcome back!').waitFor();
    await context.close();
  });
});
