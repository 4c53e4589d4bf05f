import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '@supabase/supabase-js';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import type { TestStack } from '../../backend/test/helpers/test-stack.ts';

/**
 * A browser context whose site already holds `session`, as after signing in (null: a visitor).
 * `bypassCSP` lets a test inject its own script (axe-core) past the site's script-src policy;
 * `colorScheme` is the system setting the pages see (light unless told).
 */
export async function contextFor(
  browser: Browser,
  supabaseUrl: string,
  session: Session | null,
  options: { bypassCSP?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: options.bypassCSP ?? false,
    colorScheme: options.colorScheme ?? 'light',
  });
  if (session) {
    const storageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);
  }
  return context;
}

/**
 * Signs a demo member in through the backend (password `password123`) and returns their id and a
 * browser context whose site holds the session.
 */
export async function signedInContext(
  browser: Browser,
  stack: TestStack,
  email: string,
): Promise<{ userId: string; context: BrowserContext }> {
  const { data, error } = await anonClient(stack).auth.signInWithPassword({
    email,
    password: 'password123',
  });
  if (error) throw error;
  return { userId: data.user.id, context: await contextFor(browser, stack.url, data.session) };
}

/** Signs in through the site's own form on /auth, with the demo members' password. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}
