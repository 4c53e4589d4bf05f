// axe-core on every screen at a phone and a desktop width, as a visitor and as a member, with the
// longest content a member can write: no serious or critical violation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { HOSTILE, seedHostileContent, type HostileContent } from '../src/hostile-content.ts';
import { contextFor } from '../src/member-session.ts';
import { animationsFinished, siteScreens, type Visitor } from '../src/site-screens.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const WIDTHS = [360, 1280];

let running: SiteWithBackend;
let browser: Browser;
let hostile: HostileContent;
const contexts = new Map<Visitor, BrowserContext>();

before(async () => {
  running = await startSiteWithBackend({ shellPort: 5500, autoconfirm: true });
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
      test(`${screen.name} has no serious or critical axe violation`, async () => {
        const path = screen.path.replace('hostile-post', hostile.postId);
        const page = await contexts.get(who)!.newPage();
        const failures: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${running.site.url}${path}`);
          await screen.open(page);
          await animationsFinished(page);
          for (const violation of await seriousViolations(page)) {
            failures.push(`${screen.name} at ${String(width)} px: ${violation}`);
          }
        }
        await page.close();
        assert.deepEqual(failures, [], `${who}:\n${failures.join('\n')}`);
      });
    }
  });
}
