// Section 1: the JavaScript each route downloads on a first load (gzip level 6, measured in Chromium
// against the production builds), and how many copies of each shared library arrive.
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import { judge, kilobytes, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';

const SECTION = 'First-load JavaScript (gzip level 6)';
const BUDGET_HOME_GZIP = 220 * 1024;
/** Every other route's first load. */
const BUDGET_ROUTE_GZIP = 240 * 1024;
/** Generous: on a busy shared machine a page can pause between its scripts. */
const QUIET_MS = 1500;

/**
 * Strings that survive minification and exist once per copy of a library (checked against every
 * dist/ of the workspace: each appears in exactly one chunk per build).
 */
export const LIBRARY_MARKERS: Record<string, string> = {
  react: 'unstable_useCacheRefresh',
  'react-dom': '__reactContainer$',
  'react-router': '__reactRouterVersion',
  'react-redux': 'reactReduxForwardedRef',
  '@reduxjs/toolkit': 'RTK_autoBatch',
  'styled-components': 'data-styled-version',
  '@supabase/supabase-js': 'X-Client-Info',
};
/** Module Federation's runtime: every container (the shell and each remote's remoteEntry) has one. */
const MF_RUNTIME_MARKER = 'RUNTIME-00';

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
  body: string;
}

function collectScripts(page: Page): () => Promise<ScriptFile[]> {
  const pending: Promise<ScriptFile | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          body: body.toString('utf8'),
        }))
        .catch(() => null),
    );
  });
  return async () =>
    (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null);
}

function copiesOf(files: ScriptFile[], marker: string) {
  return files.filter((file) => file.body.includes(marker)).length;
}

/** What each route shows once its remote has rendered with its data. */
function shownOn(page: Page, site: BenchSite, route: string): Locator {
  if (route === '/') return page.locator('article:has(a[href^="/profile/"])');
  if (route === '/auth') return page.getByRole('form', { name: 'Sign In' });
  if (route === '/create') return page.getByText('Please sign in to create a review post.');
  if (route.startsWith('/post/')) return page.getByText(site.postTitle, { exact: true });
  return page.getByText(`@${site.username}`, { exact: true });
}

/**
 * Loads a route until its content shows and the network has been quiet for a while: under load,
 * `networkidle` can fire in the pause between the shell's scripts and the remote's.
 */
async function firstLoad(browser: Browser, site: BenchSite, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(`${site.url}${route}`);
  await shownOn(page, site, route).first().waitFor();
  await waitForNetworkQuiet(page, QUIET_MS);
  const files = await scripts();
  await context.close();
  return files;
}

/** One page that visits every route by client-side navigation, as a reader moving around would. */
async function wholeVisit(browser: Browser, site: BenchSite, routes: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(`${site.url}/`);
  await shownOn(page, site, '/').first().waitFor();
  for (const route of routes.slice(1)) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await shownOn(page, site, route).first().waitFor();
    await waitForNetworkQuiet(page, QUIET_MS);
  }
  const files = await scripts();
  await context.close();
  return files;
}

export async function runBundleSection(browser: Browser, site: BenchSite): Promise<SectionResult> {
  const routes = ['/', '/auth', '/create', `/post/${site.postId}`, `/profile/${site.username}`];
  const rows: Row[] = [];
  const details: Record<string, { url: string; raw: number; gzip: number }[]> = {};
  for (const route of routes) {
    const files = await firstLoad(browser, site, route);
    details[route] = files.map(({ url, raw, gzip }) => ({ url, raw, gzip }));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const label = route.replace(site.postId, '{id}');
    const largest = [...files].sort((a, b) => b.gzip - a.gzip)[0];
    const budget = route === '/' ? BUDGET_HOME_GZIP : BUDGET_ROUTE_GZIP;
    rows.push({
      section: SECTION,
      metric: `${label} first load`,
      value: kilobytes(total),
      budget: `≤ ${kilobytes(budget)}`,
      verdict: judge(total, budget),
      note: `${files.length} files; largest ${largest ? `${new URL(largest.url).pathname} ${kilobytes(largest.gzip)}` : '-'}`,
    });
    if (route === '/') {
      for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
        const copies = copiesOf(files, marker);
        rows.push({
          section: SECTION,
          metric: `  copies of ${library} on /`,
          value: String(copies),
          budget: '1',
          verdict: copies === 1 ? 'within' : 'over',
        });
      }
    }
  }
  const visit = await wholeVisit(browser, site, routes);
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    const copies = copiesOf(visit, marker);
    rows.push({
      section: SECTION,
      metric: `copies of ${library}, all routes in one visit`,
      value: String(copies),
      budget: '1',
      verdict: copies === 1 ? 'within' : 'over',
    });
  }
  rows.push({
    section: SECTION,
    metric: 'Module Federation runtimes, all routes',
    value: String(copiesOf(visit, MF_RUNTIME_MARKER)),
    note: 'one per container: the shell and each loaded remoteEntry',
  });
  rows.push({
    section: SECTION,
    metric: 'all routes in one visit',
    value: kilobytes(visit.reduce((sum, file) => sum + file.gzip, 0)),
    note: `${visit.length} files`,
  });
  return { rows, details: { firstLoad: details } };
}
