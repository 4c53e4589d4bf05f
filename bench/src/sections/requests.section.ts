// Section 3: backend requests per page, counted in Chromium: every HTTP request to the gateway origin
// until the network is idle (the realtime websocket is not an HTTP request and is left out).
import type { Browser, Page } from 'playwright-core';
import { screenIsLive } from '../../../e2e/src/live-screen.ts';
import { contextFor } from '../../../e2e/src/member-session.ts';
import { FEED_PAGE_SIZE } from '../../../shared-core/src/rules/feed-sort.ts';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import type { Row, SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';

const SECTION = 'Backend requests per page (Chromium, until network idle)';
/** A post card as the feed renders it (the skeleton has no author links). */
const CARD = 'article:has(a[href^="/profile/"])';
/** Generous: on a busy shared machine a page can pause between its scripts and its data. */
const QUIET_MS = 1500;

interface Counted {
  count: number;
  paths: string[];
}

function countGatewayRequests(page: Page, gatewayUrl: string) {
  const origin = new URL(gatewayUrl).origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return () => {
    const paths = seen.splice(0);
    return { count: paths.length, paths } satisfies Counted;
  };
}

async function measureVisit(browser: Browser, site: BenchSite, member: boolean) {
  const context = member
    ? await contextFor(browser, site.gatewayUrl, (await signInDemoMember(site)).session)
    : await browser.newContext();
  const results: Record<string, Counted> = {};
  try {
    const page = await context.newPage();
    const take = countGatewayRequests(page, site.gatewayUrl);
    const cards = page.locator(CARD);
    // The Filters panel stays closed, as on arrival: its count is a request of its own, only while open.
    await page.goto(`${site.url}/`);
    // The server's cards show first; React's come after its scripts and a member's read.
    await screenIsLive(page);
    await cards.first().waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    results['feed, page 1'] = take();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await cards.nth(FEED_PAGE_SIZE).waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    results['feed, scrolled to page 2'] = take();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText(/[\d,]+\+? reviews? found/).waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
    results['feed, Filters panel opened'] = take();
    for (const [label, route, shown] of [
      ['post detail', `/post/${site.postId}`, site.postTitle],
      ['profile', `/profile/${site.username}`, `@${site.username}`],
    ] as const) {
      const fresh = await context.newPage();
      const count = countGatewayRequests(fresh, site.gatewayUrl);
      await fresh.goto(`${site.url}${route}`);
      await fresh.getByText(shown, { exact: true }).first().waitFor();
      await waitForNetworkQuiet(fresh, QUIET_MS);
      results[label] = count();
      await fresh.close();
    }
  } finally {
    await context.close();
  }
  return results;
}

const BUDGETS: Record<string, number> = {
  'feed, page 1': 1,
  'feed, scrolled to page 2': 1,
  'post detail': 2,
  profile: 2,
};

/**
 * What the frame asks for on a member's first screen, whatever the screen: the header's own profile
 * and the bell's notifications (a list and a HEAD count of the unread). Each budget is the page's
 * own, so a row judges the page's requests and names the frame's apart.
 */
const FRAME_REQUEST = /^(GET|HEAD) \/rest\/v1\/(profiles|notifications)\?/;

function judged(paths: string[]) {
  return {
    own: paths.filter((path) => !FRAME_REQUEST.test(path)),
    frame: paths.filter((path) => FRAME_REQUEST.test(path)),
  };
}

export async function runRequestsSection(
  browser: Browser,
  site: BenchSite,
): Promise<SectionResult> {
  const rows: Row[] = [];
  const details: Record<string, Record<string, Counted>> = {};
  for (const member of [false, true]) {
    const who = member ? 'member (alice)' : 'visitor';
    const results = await measureVisit(browser, site, member);
    details[who] = results;
    for (const [label, { paths }] of Object.entries(results)) {
      const budget = BUDGETS[label];
      const { own, frame } = judged(paths);
      rows.push({
        section: SECTION,
        metric: `${label}, ${who}`,
        value: String(own.length),
        ...(budget === undefined
          ? {}
          : { budget: `≤ ${budget}`, verdict: own.length <= budget ? 'within' : 'over' }),
        note: frame.length
          ? `${summarise(own)}; and the frame's ${summarise(frame)} (header and bell, on every screen)`
          : summarise(paths),
      });
    }
  }
  return { rows, details };
}

/** `GET /rest/v1/feed_posts?...` → `feed_posts`, counted: a short list of what was asked for. */
function summarise(paths: string[]): string {
  const names = paths.map((entry) => {
    const [method, target = ''] = entry.split(' ');
    const pathname = target.split('?')[0] ?? '';
    const name = pathname.replace(/^\/(rest|auth|storage|realtime)\/v1\//, '$1:');
    return method === 'GET' ? name : `${method} ${name}`;
  });
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
}
