// The profile page's backend requests, counted in Chromium against the production builds and a
// real backend with the demo data: one read for the header, stats, reputation, follow state and
// the Posts tab's newest posts (none for a visitor, whose page the server drew with that data).
// What the frame reads on every screen for a member (the header's own profile, the bell's
// notifications) is counted apart.
import { after, before, describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { recordGatewayRequests, waitForNetworkQuiet } from '../src/gateway-requests.ts';
import { contextFor, signedInContext } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 6600;
const PAGE_REQUEST_BUDGET = 1;
/** Generous: on a busy shared machine a page can pause between its scripts and its data. */
const QUIET_MS = 1500;

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

/** Alice's posts and reactions as everyone may count them (hidden ones do not count). */
async function aliceCounts() {
  const { rows } = await running.stack.pool.query<{ posts: number; likes: number }>(
    `select (select count(*)::int from public.posts
              where user_id = p.id and hidden_at is null) as posts,
            (select count(*)::int from public.comments
              where user_id = p.id and comment_type = 'like' and hidden_at is null) as likes
       from public.profiles p where p.username = 'alice'`,
  );
  return rows[0]!;
}

/** Opens Alice's profile, waits for all it shows and for the network to go quiet. */
async function visitAlice(context: BrowserContext, viewerId: string | null) {
  const page = await context.newPage();
  const recorded = recordGatewayRequests(page, running.stack.url);
  await page.goto(`${running.site.url}/profile/alice`);
  await expectFullProfile(page);
  await waitForNetworkQuiet(page, QUIET_MS);
  const requests = recorded.take();
  await saveScreenshot(page, viewerId ? 'member' : 'visitor', { name: 'profile-alice' }, 1280);
  const isFrame = (request: string) =>
    // The header's read of the viewer's own profile (and whether they moderate).
    (viewerId !== null &&
      request.startsWith('GET /rest/v1/profiles?select=') &&
      request.endsWith(`&id=eq.${viewerId}`)) ||
    /^(GET|HEAD) \/rest\/v1\/notifications\?/.test(request);
  return {
    page,
    own: requests.filter((request) => !isFrame(request)),
    frame: requests.filter(isFrame),
  };
}

async function expectFullProfile(page: Page) {
  const counts = await aliceCounts();
  await page.getByRole('heading', { name: 'Alice Chen' }).waitFor();
  await page.getByText('@alice', { exact: true }).waitFor();
  await page.getByTestId('follower-count').waitFor();
  const stats = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  await stats.first().getByText(String(counts.posts), { exact: true }).waitFor();
  assert.equal(await stats.nth(0).textContent(), `${counts.posts}Posts Created`);
  assert.equal(await stats.nth(1).textContent(), `${counts.likes}Likes Given`);
  await page.getByText(/^(New|Bronze|Silver|Gold|Platinum) \(\d+\)$/).waitFor();
  await page.getByRole('region', { name: 'Reputation' }).getByText('Overall reputation').waitFor();
  await page.getByRole('tab', { name: `Posts (${counts.posts})` }).waitFor();
  await page.getByRole('list', { name: 'Posts' }).getByRole('link').first().waitFor();
}

function report(t: TestContext, own: string[], frame: string[]) {
  t.diagnostic(`the page's own requests (${own.length}): ${own.join(' | ')}`);
  if (frame.length) t.diagnostic(`the frame's requests (${frame.length}): ${frame.join(' | ')}`);
}

describe('the profile page', () => {
  test(`makes at most ${PAGE_REQUEST_BUDGET} backend requests for a visitor`, async (t) => {
    const context = await contextFor(browser, running.stack.url, null);
    const { own, frame } = await visitAlice(context, null);
    report(t, own, frame);
    assert.deepEqual(frame, []);
    assert.ok(own.length <= PAGE_REQUEST_BUDGET, own.join('\n'));
    await context.close();
  });

  test(`makes at most ${PAGE_REQUEST_BUDGET} backend requests of its own for a member viewing another`, async (t) => {
    const { userId: viewerId, context } = await signedInContext(
      browser,
      running.stack,
      'bob@example.com',
    );
    const { page, own, frame } = await visitAlice(context, viewerId);
    report(t, own, frame);
    await page
      .getByRole('button', { name: /^(Follow|Unfollow)$/ })
      .and(page.locator(':enabled'))
      .waitFor();
    assert.ok(own.length <= PAGE_REQUEST_BUDGET, own.join('\n'));
    await context.close();
  });
});
