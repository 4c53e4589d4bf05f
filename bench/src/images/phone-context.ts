// The phone the image rows are measured on, as a visitor or as a signed-in member.
import type { Session } from '@supabase/supabase-js';
import type { Browser, BrowserContext } from 'playwright-core';
import { sessionStorageKey } from '../site/demo-member.ts';

/** A 390 px phone at three device pixels per CSS pixel, with touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** A fresh context (empty HTTP cache) on the phone; with `session`, the site holds it. */
export async function phoneContext(
  browser: Browser,
  gatewayUrl: string,
  session: Session | null = null,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, colorScheme: 'light' });
  if (session) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      sessionStorageKey(gatewayUrl),
      JSON.stringify(session),
    ] as const);
  }
  return context;
}
