// A Chromium profile directory that holds a member's session for the site, for tools that start
// their own Chromium (Lighthouse) and so cannot be handed a Playwright context.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../e2e/src/browser.ts';
import type { BenchSite } from './bench-site.ts';
import { sessionStorageKey } from './demo-member.ts';

/**
 * Creates a profile in a new temporary directory (the caller removes it) whose localStorage for
 * the site's origin holds `session`. The origin's page is answered with a blank document, so none
 * of the site's files lands in the profile's HTTP cache: a run with this profile still loads
 * everything from the network, as a first visit does.
 */
export async function createSignedInProfile(site: BenchSite, session: Session): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const blankUrl = `${site.url}/`;
    await page.route(blankUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
    );
    await page.goto(blankUrl);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      sessionStorageKey(site.gatewayUrl),
      JSON.stringify(session),
    ] as const);
  } finally {
    await context.close();
  }
  return dir;
}
