// Two-factor sign-in end to end on a 360 px phone: a demo member turns it on from their profile
// with the secret shown there (codes computed as an authenticator app computes them), signs out,
// and signs in again: the password leads to the code step, a wrong code is refused with the
// address kept, and the right code signs in; then a fresh code turns it off. axe and the layout on
// the set-up and on the code step.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../../backend/test/helpers/mfa.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor, signInThroughForm } from '../src/member-session.ts';
import { animationsFinished } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 8000;
const MEMBER = 'carol@example.com';
/** A 30 s step lasts at most this many polls of a second; a code counts once per step. */
const POLLS_PER_STEP = 35;

let running: SiteWithBackend;
let browser: Browser;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

const timeStep = () => Math.floor(Date.now() / 30_000);

/** Waits until the clock is past `step`, so the code shown now has not been used yet. */
async function waitForStepAfter(page: Page, step: number) {
  for (let poll = 0; poll < POLLS_PER_STEP && timeStep() <= step; poll++) {
    await page.waitForTimeout(1_000);
  }
  assert.ok(timeStep() > step, 'the next 30 s step did not come');
}

/** A six-digit code that is not the one shown now. */
const wrongCodeFor = (code: string) =>
  String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/** No serious axe violation, and nothing wider than the phone's screen. */
async function assertScreenFits(page: Page, screen: string) {
  await animationsFinished(page);
  assert.deepEqual(await seriousViolations(page), [], screen);
  const layout = await auditLayout(page);
  assert.ok(
    layout.scrollWidth <= layout.innerWidth,
    `${screen}: ${String(layout.scrollWidth)} px wide`,
  );
  assert.deepEqual(layout.outside, [], screen);
}

describe('two-factor sign-in', () => {
  test('a member turns it on from the QR code secret, signs in with a code, and turns it off', async () => {
    const context = await contextFor(browser, running.stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });

    await page.goto(`${running.site.url}/auth`);
    await signInThroughForm(page, MEMBER);
    await page.getByRole('link', { name: 'Your profile' }).click();
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('status').filter({ hasText: 'Status: Off' }).waitFor();

    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const qr = card.getByRole('img', { name: 'QR code for your authenticator app' });
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
    const drawn = await qr.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );
    assert.ok(drawn, 'the QR code is drawn, not only named');
    const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await assertScreenFits(page, 'two-factor set-up');

    const code = card.getByLabel('6-digit code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    await code.fill(totpCode(secret));
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByRole('status').filter({ hasText: 'Status: On' }).waitFor();
    // The server refuses codes up to the step it accepted one in, which may be the next step
    // when the check came late: wait from the step the answer arrived in.
    const enrolledStep = timeStep();
    assert.equal(await card.getByRole('button', { name: 'Turn off' }).isVisible(), true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, MEMBER);
    const step = page.getByRole('region', { name: 'Two-factor authentication' });
    await step.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    assert.equal(await step.getByText(MEMBER).isVisible(), true);
    assert.equal(new URL(page.url()).pathname, '/auth', 'the code step stays on the Auth screen');
    assert.equal(await page.getByRole('button', { name: 'Sign Out' }).count(), 0);
    await assertScreenFits(page, 'sign-in code step');

    await waitForStepAfter(page, enrolledStep);
    await step.getByLabel('6-digit code').fill(wrongCodeFor(totpCode(secret)));
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    assert.equal(await step.getByText(MEMBER).isVisible(), true);
    assert.equal(new URL(page.url()).pathname, '/auth');

    await step.getByLabel('6-digit code').fill(totpCode(secret));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    const signInStep = timeStep();
    await page.getByText('Welcome back!').waitFor();
    assert.notEqual(new URL(page.url()).pathname, '/auth');

    // Turning it off takes a fresh code (the sign-in's own cannot be used again in its step).
    await page.getByRole('link', { name: 'Your profile' }).click();
    await card.getByRole('button', { name: 'Turn off' }).click();
    await waitForStepAfter(page, signInStep);
    await card.getByLabel('6-digit code').fill(totpCode(secret));
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByRole('status').filter({ hasText: 'Status: Off' }).waitFor();
    await context.close();
  });
});
