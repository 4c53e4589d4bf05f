import type { Page } from 'playwright-core';

/**
 * Resolves once React has replaced the page's pre-rendered copy of its screen. The copy is inert:
 * Playwright's clicks and fills wait for the live element on their own, but `setInputFiles` and
 * reads do not, so a test that uses them waits for this first.
 */
export function screenIsLive(page: Page): Promise<void> {
  return page.locator('.boot-main').waitFor({ state: 'detached' });
}

/**
 * Resolves once the app's header has replaced the page's plain-HTML one. That one already offers
 * Sign In, Sign Up and the theme switch, so a visible Sign In link alone does not say the app runs.
 */
export function headerIsLive(page: Page): Promise<void> {
  return page.locator('.boot-header').waitFor({ state: 'detached' });
}
