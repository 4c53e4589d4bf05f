import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The folder named by SWEEP_SCREENSHOTS, where the e2e tests save pictures of the screens they
 * check, for a person to look at; unset (the default): no test writes a picture.
 */
export const screenshotDir = process.env.SWEEP_SCREENSHOTS;

// A page that overflows can be tens of thousands of pixels wide; the picture keeps what a member sees
// across (the viewport's width) and the first screens down.
const MAX_HEIGHT = 8000;

/**
 * Saves a screenshot as `<who>-<screen>-<width>.png` when SWEEP_SCREENSHOTS is set: the viewport
 * for an overlay (a menu, dialog or panel), else the page down to MAX_HEIGHT. `width` is the
 * viewport's, by default read from the page.
 */
export async function saveScreenshot(
  page: Page,
  who: string,
  screen: { name: string; overlay?: boolean },
  width?: number,
) {
  if (!screenshotDir) return;
  await mkdir(screenshotDir, { recursive: true });
  const across = width ?? page.viewportSize()?.width ?? (await page.evaluate(() => innerWidth));
  const name = `${who}-${screen.name.replaceAll(/\W+/g, '-')}-${String(across)}.png`;
  if (screen.overlay) {
    await page.screenshot({ path: path.join(screenshotDir, name) });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: path.join(screenshotDir, name),
    fullPage: true,
    clip: { x: 0, y: 0, width: across, height: Math.min(height, MAX_HEIGHT) },
  });
}
