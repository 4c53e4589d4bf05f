// The member interactions the bench times: where each happens, when its page is ready for it, the
// input itself, and what shows once it has been handled.
import type { Locator, Page } from 'playwright-core';
import { screenIsLive } from '../../../e2e/src/live-screen.ts';
import type { BenchSite } from '../site/bench-site.ts';

/** A post card as the feed renders it (the skeleton has no author links). */
const CARD = 'article[data-post-id]:has(a[href^="/profile/"])';

export interface MemberInteraction {
  label: string;
  route: string;
  /** Resolves once the page shows what the interaction needs; may set the focus, never by input. */
  ready(page: Page): Promise<void>;
  /** The one measured input. */
  act(page: Page): Promise<void>;
  /** Resolves once the page shows that the input was handled. */
  done(page: Page): Promise<void>;
  /** The post this interaction likes, which is kept unliked before each page load. */
  likedPostId?: string;
}

/**
 * A click at the element's centre, by the mouse alone. A locator's `click()` also checks that the
 * click lands on the element, from listeners Playwright adds to the page for it; their first run
 * was part of the measured interaction (about 9 ms of its pointerdown on the slowed CPU), work no
 * visitor's browser does. `ready` has scrolled the element into view.
 */
async function clickCentre(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to click is not on the page');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const reactionAdded = (page: Page) =>
  page.getByText('Reaction added', { exact: true }).first().waitFor();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/**
 * (a) Like on a feed card: the card has no Like button, so it is the `l` shortcut on the focused
 * first card; (b) the post page's Like button; (c) opening the post's Likes section; (d) opening
 * the notifications bell on the feed.
 */
export function memberInteractions(site: BenchSite, firstCardId: string): MemberInteraction[] {
  const postRoute = `/post/${site.postId}`;
  const postLike = (page: Page) => page.getByRole('button', { name: /^Like \d+$/ });
  const likesToggle = (page: Page, expanded: boolean) =>
    page.getByRole('button', { name: /^Likes/, expanded });
  return [
    {
      label: 'Like on a feed card (l on the first card)',
      route: '/',
      likedPostId: firstCardId,
      async ready(page) {
        // The server's cards come first, inert: focus one of React's.
        await screenIsLive(page);
        const card = page.locator(CARD).first();
        await card.waitFor();
        const id = await card.getAttribute('data-post-id');
        if (id !== firstCardId)
          throw new Error(`The feed's first card is ${id}, not ${firstCardId}`);
        await card.focus();
      },
      act: (page) => page.keyboard.press('l'),
      done: reactionAdded,
    },
    {
      label: 'Like on the post page',
      route: postRoute,
      likedPostId: site.postId,
      ready: (page) => postLike(page).scrollIntoViewIfNeeded(),
      act: (page) => clickCentre(postLike(page)),
      done: reactionAdded,
    },
    {
      label: 'Likes section opened on the post page',
      route: postRoute,
      ready: (page) => likesToggle(page, false).scrollIntoViewIfNeeded(),
      act: (page) => clickCentre(likesToggle(page, false)),
      done: (page) => likesToggle(page, true).waitFor(),
    },
    {
      label: 'Notifications bell opened',
      route: '/',
      async ready(page) {
        await page.locator(CARD).first().waitFor();
        await bell(page).scrollIntoViewIfNeeded();
      },
      act: (page) => clickCentre(bell(page)),
      done: (page) => page.getByRole('dialog', { name: 'Notifications' }).waitFor(),
    },
  ];
}

/** The id of the feed's first card as the member sees it (React's, not the server's). */
export async function firstCardId(page: Page): Promise<string> {
  await screenIsLive(page);
  const id = await page.locator(CARD).first().getAttribute('data-post-id');
  if (!id) throw new Error('The feed shows no post card');
  return id;
}
