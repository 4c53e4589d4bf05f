import type { Locator, Page } from 'playwright-core';

/**
 * Scrolls to the end of the page, as far as it grows: a feed loads its next pages and draws its
 * cards a batch at a time, so the end is reached only when the height holds across a quiet network
 * and two frames, and `end` (a feed's "reached the end" line), when given, is visible.
 */
export async function scrollToEnd(page: Page, end?: Locator, steps = 100): Promise<void> {
  let height = -1;
  for (let step = 0; step < steps; step += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (now === height && (end === undefined || (await end.isVisible()))) return;
    height = now;
  }
  throw new Error(`the page was still growing after ${steps} scrolls to its end`);
}
