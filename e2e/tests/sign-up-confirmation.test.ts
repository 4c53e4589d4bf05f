// A new member on a phone, from sign-up to the greeting: the 'Check your email' step with the
// address, an error toast of an earlier try replaced by the spec's success toast, Resend refused
// within the mail interval (with its countdown) and then sent (a second mail), Change address back
// to the form (the username the account holds left out, saying why), Sign In before confirming
// offering a new link, and the link from the latest mail landing signed in with a welcome. axe and
// the layout at 360 and 390 px on the step.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  confirmationLink,
  seenMail,
  waitForNewMail,
} from '../../backend/test/helpers/mail-inbox.ts';
import { createConfirmedUser, uniqueEmail } from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { animationsFinished } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 7600;
const CONFIRM_SUBJECT = 'Confirm Your Signup';
// Short, so the countdown after a refused resend ends within the test.
const MAIL_INTERVAL_SECONDS = 3;
const TAKEN_USERNAME = 'taken_name';
const USERNAME = 'phone_member';
const DISPLAY_NAME = 'Phone Member';
const PASSWORD = 'a-long-enough-passphrase';

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({
    shellPort: SHELL_PORT,
    seed: false,
    mailMinIntervalSeconds: MAIL_INTERVAL_SECONDS,
  });
  browser = await launchChromium();
  await createConfirmedUser(running.stack, {
    data: { username: TAKEN_USERNAME, display_name: 'Taken' },
  });
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** Nothing wider than a 360 or 390 px phone and no serious axe violation. */
async function auditPhoneScreen(page: Page, name: string): Promise<void> {
  const failures: string[] = [];
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await animationsFinished(page);
    const report = await auditLayout(page);
    if (report.scrollWidth > report.innerWidth)
      failures.push(`${String(width)} px: document is ${String(report.scrollWidth)} px wide`);
    for (const element of report.outside) failures.push(`${String(width)} px: ${element}`);
    for (const violation of await seriousViolations(page))
      failures.push(`${String(width)} px: ${violation}`);
    await saveScreenshot(page, 'sign-up', { name }, width);
  }
  assert.deepEqual(failures, [], `${name}:\n${failures.join('\n')}`);
}

describe('sign-up on a phone', () => {
  test('a new member is guided from Create Account to a greeting on the site', async () => {
    const email = uniqueEmail('phone');
    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${running.site.url}/auth?tab=signup`);

    // A first try with a taken username, then the right one: the success replaces the error.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Username').fill(TAKEN_USERNAME);
    await page.getByLabel('Display Name').fill(DISPLAY_NAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Error creating account').waitFor();
    await page.getByLabel('Username').fill(USERNAME);
    const beforeSignUp = await seenMail(running.stack);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    await page.getByText('Please check your email to verify your account.').first().waitFor();
    assert.equal(await page.getByText('Error creating account').count(), 0);

    // The step: where the link went, focus on its heading.
    const heading = page.getByRole('heading', { name: 'Check your email' });
    await heading.waitFor();
    assert.equal(await focusedText(page), 'Check your email');
    await page.getByText(`We sent a link to ${email}.`).waitFor();
    const firstMail = await waitForNewMail(running.stack, email, CONFIRM_SUBJECT, beforeSignUp);
    assert.ok(firstMail, 'no confirmation mail after the sign-up');
    await auditPhoneScreen(page, 'check your email');
    await page.setViewportSize({ width: 390, height: 800 });

    // Within the mail interval the server refuses; the step says so and counts down.
    await running.stack.pool.query(
      'update auth.users set confirmation_sent_at = now() where email = $1',
      [email],
    );
    const resend = page.getByRole('button', { name: 'Resend', exact: true });
    await resend.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Too many emails requested. Please wait a moment before trying again.' })
      .waitFor();
    assert.equal(await resend.getAttribute('aria-disabled'), 'true');
    await page.getByText(/You can ask for another link in \d+ s\./).waitFor();
    await auditPhoneScreen(page, 'resend refused');
    await page.setViewportSize({ width: 390, height: 800 });

    // Once the wait is over, by keyboard: a new link, in a second mail.
    await page.getByText(/You can ask for another link/).waitFor({ state: 'detached' });
    assert.equal(await resend.getAttribute('aria-disabled'), null);
    const beforeResend = await seenMail(running.stack);
    await resend.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `A new link is on its way to ${email}.` })
      .waitFor();
    const secondMail = await waitForNewMail(running.stack, email, CONFIRM_SUBJECT, beforeResend);
    assert.ok(secondMail, 'no second confirmation mail after Resend');

    // Change address: the form again, filled in but for the password and the username, which the
    // account just made holds (the form says so).
    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), email);
    assert.equal(await page.getByLabel('Username').inputValue(), '');
    await page.getByText(`keeps the username ${USERNAME} until its link is opened`).waitFor();
    assert.equal(await page.getByLabel('Display Name').inputValue(), DISPLAY_NAME);
    assert.equal(await page.getByLabel('Password').inputValue(), '');

    // Signing in before confirming says what to do and offers a new link.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Error signing in').waitFor();
    await page
      .getByText('Your email address is not confirmed yet.', { exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Resend confirmation link' }).waitFor();
    assert.equal(await page.getByText('Email not confirmed', { exact: true }).count(), 0);

    // The latest mail's link: signed in on the site, and greeted once.
    await page.goto(confirmationLink(secondMail));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`Welcome to Like and Gripe, ${DISPLAY_NAME}!`).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    assert.ok(!page.url().includes('#'), `the address keeps a hash: ${page.url()}`);
    await context.close();
  });
});
