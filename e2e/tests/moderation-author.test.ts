// The author's side of moderation in Chromium against the production builds and a real backend: a
// moderator hides ada's post (through the database, as the moderation page would); ada opens it and
// sees it with the notice that a moderator removed it, in the light and the dark theme, and finds
// the notification in the bell, which leads back to the post; otto, another member, gets 'Post not
// found'.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { makeModerator } from '../../backend/test/helpers/moderation-stack.ts';
import { signUpMember, type Member } from '../../backend/test/helpers/test-users.ts';
import { launchChromium } from '../src/browser.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 6500;
const TITLE = 'Bargain watches, follow the link';
const NOTICE = 'This post was removed by a moderator';

let running: SiteWithBackend;
let browser: Browser;
let ada: Member;
let otto: Member;
let postId: string;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, seed: false, autoconfirm: true });
  browser = await launchChromium();
  ada = await signUpMember(running.stack, 'ada_author');
  otto = await signUpMember(running.stack, 'otto_other');
  const mira = await signUpMember(running.stack, 'mira_moderates');
  await makeModerator(running.stack, mira);

  const post = await ada.client
    .from('posts')
    .insert({ user_id: ada.id, title: TITLE, category: 'products' })
    .select('id')
    .single();
  assert.ifError(post.error);
  postId = post.data.id as string;
  const hidden = await mira.client.rpc('moderate_content', {
    _target_type: 'post',
    _target_id: postId,
    _action: 'hide',
    _note: 'An advert',
  });
  assert.ifError(hidden.error);
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function pageFor(member: Member, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { data } = await member.client.auth.getSession();
  const context = await contextFor(browser, running.stack.url, data.session, { colorScheme });
  return context.newPage();
}

describe('the author of a removed post', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`sees the post with the notice (${theme} theme)`, async () => {
      const page = await pageFor(ada, theme);
      await page.goto(`${running.site.url}/post/${postId}`);
      const notice = page.getByRole('note').filter({ hasText: NOTICE });
      await notice.waitFor();
      await page.getByRole('heading', { name: TITLE }).waitFor();
      assert.equal(await page.getByText('Post not found').count(), 0);
      await saveScreenshot(page, 'removed-post-author', { name: `${theme} theme` });
      await page.context().close();
    });
  }

  test('finds the notification in the bell, and it leads to the post', async () => {
    const page = await pageFor(ada);
    await page.goto(`${running.site.url}/`);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('button', { name: /Removed by a moderator/ });
    await item.getByText('Your post was removed by a moderator.').waitFor();
    await item.click();
    await page.waitForURL(`**/post/${postId}`);
    await page.getByRole('note').filter({ hasText: NOTICE }).waitFor();
    await page.context().close();
  });
});

describe('another member', () => {
  test("gets 'Post not found'", async () => {
    const page = await pageFor(otto);
    await page.goto(`${running.site.url}/post/${postId}`);
    await page.getByText('Post not found').waitFor();
    assert.equal(await page.getByText(NOTICE).count(), 0);
    assert.equal(await page.getByRole('heading', { name: TITLE }).count(), 0);
    await page.context().close();
  });
});
