// Every screen from 320 to 1440 px, as a visitor and as a member, with the longest content a member
// can write: the document never scrolls sideways, no text or media reaches past the viewport, and
// at a phone and a desktop width axe-core finds no serious or critical violation. One walk serves
// both checks, on one backend with the content seeded once.
// SWEEP_SCREENSHOTS=<folder outside the repo> also keeps a picture of each screen at 360 and 1280 px.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { HOSTILE, seedHostileContent, type HostileContent } from '../src/hostile-content.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { animationsFinished, drawn, siteScreens, type Visitor } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

/**
 * Each audit width (where axe runs and screenshots are kept) with the widths checked after it by
 * resizing the same page: the layout is CSS and listeners (media queries, a ResizeObserver), so a
 * resized page lays out as one loaded at that width. A reload per width made the file take 4.8
 * minutes alone here instead of 2.8. From 320 to 1440 px: a small phone, phones, a tablet, desktops.
 */
const WIDTHS: ReadonlyArray<{ audit: number; resized: readonly number[] }> = [
  { audit: 360, resized: [320, 390] },
  { audit: 1280, resized: [768, 1440] },
];

let running: SiteWithBackend;
let browser: Browser;
let hostile: HostileContent;
const contexts = new Map<Visitor, BrowserContext>();

before(async () => {
  running = await startSiteWithBackend({ shellPort: 5400, autoconfirm: true });
  browser = await launchChromium();
  hostile = await seedHostileContent(running.stack);
  // axe-core is injected as a script of its own, which the site's policy would refuse.
  const options = { bypassCSP: true };
  contexts.set('visitor', await contextFor(browser, running.stack.url, null, options));
  contexts.set('member', await contextFor(browser, running.stack.url, hostile.session, options));
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

const screens = siteScreens({ postId: 'hostile-post', username: HOSTILE.username });

for (const who of ['visitor', 'member'] as const) {
  describe(`as a ${who}`, () => {
    for (const screen of screens.filter((s) => !s.only || s.only === who)) {
      test(`${screen.name} fits every width from 320 to 1440 px and passes axe`, async () => {
        const path = screen.path.replace('hostile-post', hostile.postId);
        const page = await contexts.get(who)!.newPage();
        const layoutFailures: string[] = [];
        const axeFailures: string[] = [];
        const checkLayout = async (width: number) => {
          const report = await auditLayout(page);
          const where = `${screen.name} at ${String(width)} px`;
          if (report.scrollWidth > report.innerWidth) {
            layoutFailures.push(`${where}: document is ${String(report.scrollWidth)} px wide`);
          }
          for (const element of report.outside) layoutFailures.push(`${where}: ${element}`);
        };
        for (const { audit, resized } of WIDTHS) {
          await page.setViewportSize({ width: audit, height: 800 });
          await page.goto(`${running.site.url}${path}`);
          await screen.open(page);
          await animationsFinished(page);
          await checkLayout(audit);
          for (const violation of await seriousViolations(page)) {
            axeFailures.push(`${screen.name} at ${String(audit)} px: ${violation}`);
          }
          await saveScreenshot(page, who, screen, audit);
          for (const width of resized) {
            await page.setViewportSize({ width, height: 800 });
            await drawn(page);
            await animationsFinished(page);
            await checkLayout(width);
          }
        }
        await page.close();
        assert.deepEqual(layoutFailures, [], `${who}:\n${layoutFailures.join('\n')}`);
        assert.deepEqual(axeFailures, [], `${who}:\n${axeFailures.join('\n')}`);
      });
    }
  });
}
