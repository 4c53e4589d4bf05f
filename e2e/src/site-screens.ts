import type { Page } from 'playwright-core';

export type Visitor = 'visitor' | 'member';

/** One state of the site worth checking: where it lives and how to reach it once loaded. */
export interface SiteScreen {
  name: string;
  path: string;
  /** Only for this kind of visitor; both when absent. */
  only?: Visitor;
  /** A panel, menu or dialog over the page: its picture is the viewport, not the whole page. */
  overlay?: boolean;
  /** Brings the screen into its state after the page loaded (opens a panel, a menu, a dialog). */
  open(page: Page): Promise<void>;
}

/**
 * Waits until every finite animation (a dialog rising, a menu popping) has ended, so measurements
 * and pictures see the resting layout; endless ones (skeleton shine, spinners) are left running.
 */
export function animationsFinished(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity ||
          animation.playState !== 'running',
      ),
  );
}

/** Two frames: what a resize restyles, and what React renders from its observers, are drawn. */
export const drawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

const settled = (page: Page) =>
  page.waitForFunction(
    () => document.fonts.status === 'loaded' && !document.querySelector('[aria-busy="true"]'),
  );

async function firstCardMenu(page: Page) {
  await page.getByRole('button', { name: 'Post actions' }).first().click();
  await page.getByRole('menuitem', { name: 'Report post' }).waitFor();
}

async function expandPost(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (const title of ['Likes', 'Gripes', 'Questions']) {
    const header = page
      .getByRole('heading', { name: new RegExp(`^${title} ?\\d+\\b`) })
      .getByRole('button');
    await header.waitFor();
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  }
  const replies = page.getByRole('button', { name: /^\d+ repl(y|ies)$/ });
  await replies.first().waitFor();
  for (const toggle of await replies.all()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await page.getByRole('list', { name: 'Replies' }).first().waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading replies...'));
}

/** Every screen of the site, with the hostile member's post and profile where one is shown. */
export function siteScreens(hostile: { postId: string; username: string }): SiteScreen[] {
  return [
    {
      name: 'home',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: 'Post actions' }).first().waitFor();
        await settled(page);
      },
    },
    {
      name: 'home with filters open',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: 'Post actions' }).first().waitFor();
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page
          .getByRole('region', { name: 'Filters' })
          .or(page.getByLabel('Category'))
          .first()
          .waitFor();
        await settled(page);
      },
    },
    {
      name: 'home with a card menu open',
      overlay: true,
      path: '/',
      open: firstCardMenu,
    },
    {
      name: 'home with the report dialog open',
      overlay: true,
      path: '/',
      only: 'member',
      open: async (page) => {
        await firstCardMenu(page);
        await page.getByRole('menuitem', { name: 'Report post' }).click();
        await page.getByRole('dialog', { name: 'Report post' }).waitFor();
      },
    },
    {
      name: 'home with the delete confirmation open',
      path: '/',
      only: 'member',
      overlay: true,
      // The hostile member's own post is the newest, so the first card offers Delete post.
      open: async (page) => {
        await firstCardMenu(page);
        await page.getByRole('menuitem', { name: 'Delete post' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).waitFor();
      },
    },
    {
      name: 'home with the bell open',
      overlay: true,
      path: '/',
      only: 'member',
      open: async (page) => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'hostile post',
      path: `/post/${hostile.postId}`,
      open: async (page) => {
        await expandPost(page);
        await settled(page);
      },
    },
    {
      name: 'hostile profile',
      path: `/profile/${hostile.username}`,
      open: async (page) => {
        await page.getByRole('tab', { name: /^Posts \(\d+\)$/ }).waitFor();
        await page.getByRole('list', { name: 'Posts' }).getByRole('link').first().waitFor();
        await settled(page);
      },
    },
    {
      name: 'hostile profile with Edit Profile open',
      path: `/profile/${hostile.username}`,
      only: 'member',
      overlay: true,
      open: async (page) => {
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await page.getByRole('dialog', { name: 'Edit Profile' }).getByLabel('Bio').waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth sign in',
      path: '/auth',
      only: 'visitor',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Sign In' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth sign up',
      path: '/auth',
      only: 'visitor',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await page.getByLabel('Username').waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth forgot password',
      path: '/auth?view=forgot',
      only: 'visitor',
      open: async (page) => {
        await page.getByRole('button', { name: 'Send reset link' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth reset link expired',
      path: '/auth?confirmation=expired&next=%2Fauth%2Freset',
      open: async (page) => {
        await page.getByRole('heading', { name: 'Reset link expired' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth reset without a link',
      path: '/auth/reset',
      only: 'visitor',
      open: async (page) => {
        await page.getByRole('heading', { name: 'Reset link needed' }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'auth new password',
      path: '/auth/reset',
      only: 'member',
      open: async (page) => {
        await page.getByLabel('New Password', { exact: true }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'create',
      path: '/create',
      open: async (page) => {
        await page
          .getByText(/^(Sign in required|Title)$/)
          .first()
          .waitFor();
        await settled(page);
      },
    },
    {
      name: 'moderation',
      path: '/moderation',
      open: async (page) => {
        await page.getByText(/^(Sign in required|Moderators only)$/).waitFor();
        await settled(page);
      },
    },
    {
      name: 'not found',
      path: '/no-such-page',
      open: async (page) => {
        await page.getByText('Oops! Page not found').waitFor();
        await settled(page);
      },
    },
  ];
}
