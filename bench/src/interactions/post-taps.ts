// The taps on a post page (its sections, reactions and comments) and on a profile (Follow).
import type { Page } from 'playwright-core';
import { screenIsLive } from '../../../e2e/src/live-screen.ts';
import type { MemberLike } from './member-like.ts';
import { fixedPlan, untrustedClick, type PhoneTap, type TapPlan } from './phone-tap.ts';
import type { TapData } from './tap-data.ts';

/** Another demo member, whose comments the member hearts and answers, and whom she follows. */
const OTHER_MEMBER = 'carol';
const LIKES_INPUT = '[placeholder="What do you like about this?"]';
const LIKES_LIST = '[aria-label="Likes"]';

async function postReady(page: Page): Promise<void> {
  await screenIsLive(page);
  await page.getByRole('button', { name: /^Like \d+$/ }).waitFor();
}

/** The post page with its Likes section opened, without an interaction. */
async function likesOpen(page: Page): Promise<void> {
  await postReady(page);
  await untrustedClick(page.getByRole('button', { name: /^Likes/ }));
  await page.locator(LIKES_INPUT).waitFor();
}

/** The comment card in the Likes section that shows `text`. */
const commentCard = (page: Page, text: string) =>
  page.locator(`${LIKES_LIST} article`).filter({ hasText: text }).first();

/** Text no other row has, so a result and a clean-up find this load's own. */
const uniqueText = (what: string) =>
  `Bench ${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export interface PostTapSubjects {
  postId: string;
  data: TapData;
  like: MemberLike;
}

export function postTaps({ postId, data, like }: PostTapSubjects): PhoneTap[] {
  const route = `/post/${postId}`;
  const postLike = (page: Page) => page.getByRole('button', { name: /^Like \d+$/ });
  const likeTap = (on: boolean): PhoneTap => ({
    label: on ? 'Like on the post page' : 'un-like on the post page',
    kind: 'toggle',
    signedIn: true,
    route,
    async prepare() {
      await like.set(!on);
      return {
        ready: postReady,
        target: postLike,
        result: {
          selector: `[aria-label="Post actions"] button[aria-pressed="${on}"]`,
          name: '^Like \\d+$',
        },
      };
    },
  });
  const withOthersComment = (
    label: string,
    plan: (text: string) => Omit<TapPlan, 'cleanup'>,
  ): PhoneTap => ({
    label,
    kind: 'toggle',
    signedIn: true,
    route,
    async prepare() {
      const text = uniqueText('comment');
      await data.addOthersComment(postId, OTHER_MEMBER, text);
      return { ...plan(text), cleanup: () => data.removeComments(text) };
    },
  });
  return [
    {
      label: 'opening the Questions section',
      kind: 'toggle',
      signedIn: true,
      route,
      prepare: fixedPlan({
        ready: postReady,
        target: (page) => page.getByRole('button', { name: /^Questions \d+$/ }),
        result: { selector: '[placeholder="What would you like to know?"]' },
      }),
    },
    {
      label: 'opening the Likes section',
      kind: 'toggle',
      signedIn: true,
      route,
      prepare: fixedPlan({
        ready: postReady,
        target: (page) => page.getByRole('button', { name: /^Likes/ }),
        result: { selector: LIKES_INPUT },
      }),
    },
    {
      label: 'Add Like -> comment shown',
      kind: 'toggle',
      signedIn: true,
      route,
      async prepare() {
        const text = uniqueText('like');
        return {
          async ready(page) {
            await likesOpen(page);
            await page.locator(LIKES_INPUT).fill(text);
            await page.getByRole('button', { name: 'Add Like', disabled: false }).waitFor();
          },
          target: (page) => page.getByRole('button', { name: 'Add Like' }),
          result: { selector: `${LIKES_LIST} article p`, name: text },
          cleanup: () => data.removeComments(text),
        };
      },
    },
    withOthersComment('send reply', (text) => {
      const reply = `${text} reply`;
      return {
        async ready(page) {
          await likesOpen(page);
          const card = commentCard(page, text);
          await untrustedClick(card.getByRole('button', { name: 'Reply', exact: true }));
          await card.getByPlaceholder('Write a reply...').fill(reply);
          await card.locator('form button[type="submit"]:not([disabled])').waitFor();
        },
        target: (page) => commentCard(page, text).locator('form button[type="submit"]'),
        result: { selector: '[aria-label="Replies"] p', name: reply },
      };
    }),
    withOthersComment('heart a comment', (text) => ({
      ready: likesOpen,
      target: (page) => commentCard(page, text).getByRole('button', { name: /^Like comment/ }),
      result: {
        selector: 'button[aria-pressed="true"]',
        name: '^Like comment, 1 like$',
        inside: { selector: 'article', text },
      },
    })),
    {
      label: "delete comment (the confirmation's Delete)",
      kind: 'toggle',
      signedIn: true,
      route,
      async prepare() {
        const text = uniqueText('own comment');
        await data.addOwnComment(postId, text);
        return {
          async ready(page) {
            await likesOpen(page);
            await untrustedClick(
              commentCard(page, text).getByRole('button', { name: 'Comment actions' }),
            );
            await untrustedClick(page.getByRole('menuitem', { name: 'Delete comment' }));
            await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).waitFor();
          },
          target: (page) => page.getByRole('dialog').getByRole('button', { name: 'Delete' }),
          result: { selector: `${LIKES_LIST} article p`, name: text, gone: true },
          cleanup: () => data.removeComments(text),
        };
      },
    },
    likeTap(true),
    likeTap(false),
  ];
}

/** Follow on another member's profile; the member's follow of them is put back afterwards. */
export async function followTap(data: TapData): Promise<PhoneTap> {
  const followedBefore = await data.isFollowing(OTHER_MEMBER);
  return {
    label: 'Follow on a profile',
    kind: 'toggle',
    signedIn: true,
    route: `/profile/${OTHER_MEMBER}`,
    async prepare() {
      await data.setFollowing(OTHER_MEMBER, false);
      return {
        async ready(page) {
          await screenIsLive(page);
          await page.getByRole('button', { name: 'Follow', disabled: false }).waitFor();
        },
        target: (page) => page.getByRole('button', { name: 'Follow' }),
        result: { selector: 'button[aria-pressed="true"]', name: '^Unfollow$' },
      };
    },
    restore: () => data.setFollowing(OTHER_MEMBER, followedBefore),
  };
}
