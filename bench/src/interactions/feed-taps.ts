// The taps on the feed and its header: opening a post and a profile, the header's Sign Up, the
// create button, the Filters panel, a category chip, and the bell.
import type { Page } from 'playwright-core';
import { screenIsLive } from '../../../e2e/src/live-screen.ts';
import { fixedPlan, type PhoneTap } from './phone-tap.ts';

/** A post card as React renders it (the server's copy comes first, inert, without author links). */
const CARD = 'article[data-post-id]:has(a[href^="/profile/"])';

async function feedReady(page: Page): Promise<void> {
  await screenIsLive(page);
  await page.locator(CARD).first().waitFor();
}

const firstCard = (page: Page) => page.locator(CARD).first();

export function feedTaps(): PhoneTap[] {
  return [
    {
      label: 'feed card -> post',
      kind: 'navigation',
      signedIn: true,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => firstCard(page).getByRole('heading', { level: 2 }),
        result: { path: '/post/', selector: 'main article h1' },
      }),
    },
    {
      label: 'avatar -> profile',
      kind: 'navigation',
      signedIn: true,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => firstCard(page).getByRole('link', { name: / profile$/ }),
        result: { path: '/profile/', selector: 'section[aria-label="Profile"]' },
      }),
    },
    {
      label: 'header Sign Up -> form (visitor)',
      kind: 'navigation',
      signedIn: false,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign Up' }),
        result: { path: '/auth', selector: 'form[aria-label="Sign Up"]' },
      }),
    },
    {
      label: 'create button -> form',
      kind: 'navigation',
      signedIn: true,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => page.getByRole('link', { name: 'Create review post' }),
        result: { path: '/create', selector: 'form[aria-label="Create review post"]' },
      }),
    },
    {
      label: 'Filters button -> panel',
      kind: 'toggle',
      signedIn: true,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => page.getByRole('button', { name: 'Filters' }),
        result: { selector: '[aria-label="Filters"]:not(button)' },
      }),
    },
    {
      // Choosing a category happens in the phone's own picker, outside the page and never an
      // interaction the page can time; the filter's chip is the category filter's tap target.
      label: 'category filter chip removed',
      kind: 'toggle',
      signedIn: true,
      route: '/?category=technology',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => page.getByRole('button', { name: 'Remove Technology' }),
        result: { selector: 'button[aria-label="Remove Technology"]', gone: true },
      }),
    },
    {
      label: 'notifications bell -> panel',
      kind: 'toggle',
      signedIn: true,
      route: '/',
      prepare: fixedPlan({
        ready: feedReady,
        target: (page) => page.getByRole('button', { name: /^Notifications/ }),
        result: { selector: '[role="dialog"]', name: 'Notifications' },
      }),
    },
  ];
}
