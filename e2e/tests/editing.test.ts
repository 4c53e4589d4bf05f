// Authors edit in Chromium against the production builds and a real backend: alice edits her post
// in the Edit post dialog and her comment in place; her feed card shows the change when she goes
// back (no reload); bob sees 'edited' on the card and the post, and no Edit item in either menu.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { signUpMember, type Member } from '../../backend/test/helpers/test-users.ts';
import { launchChromium } from '../src/browser.ts';
import { contextFor } from '../src/member-session.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 6300;
const NEW_TITLE = 'Kettle review, now with timings';
const NEW_COMMENT = 'Boils a litre in ninety seconds';

let running: SiteWithBackend;
let browser: Browser;
let alice: Member;
let bob: Member;
let postId: string;
let commentId: string;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, seed: false, autoconfirm: true });
  browser = await launchChromium();
  alice = await signUpMember(running.stack, 'alice_edits');
  bob = await signUpMember(running.stack, 'bob_reads');
  const post = await alice.client
    .from('posts')
    .insert({ user_id: alice.id, title: 'Kettle review', category: 'products' })
    .select('id')
    .single();
  assert.ifError(post.error);
  postId = post.data.id as string;
  const comment = await alice.client
    .from('comments')
    .insert({ post_id: postId, user_id: alice.id, content: 'Boils fast', comment_type: 'like' })
    .select('id')
    .single();
  assert.ifError(comment.error);
  commentId = comment.data.id as string;
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function pageFor(member: Member): Promise<Page> {
  const { data } = await member.client.auth.getSession();
  const context = await contextFor(browser, running.stack.url, data.session);
  return context.newPage();
}

async function editedAt(table: 'posts' | 'comments', id: string): Promise<Date | null> {
  const { rows } = await running.stack.pool.query<{ edited_at: Date | null }>(
    `select edited_at from public.${table} where id = $1`,
    [id],
  );
  return rows[0]?.edited_at ?? null;
}

const card = (page: Page) => page.locator(`article[data-post-id="${postId}"]`);

describe('the author', () => {
  test('edits the post in the dialog and the comment in place; the feed card follows', async () => {
    const page = await pageFor(alice);
    await page.goto(`${running.site.url}/`);
    await card(page).getByText('Kettle review').click();
    await page.waitForURL(`**/post/${postId}`);

    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    const title = dialog.getByLabel(/^Title/);
    await title.fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Please enter a title.').waitFor();
    await title.fill(NEW_TITLE);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await page
      .locator('article time', { hasText: /^edited/ })
      .first()
      .waitFor();
    assert.ok(await editedAt('posts', postId));

    await page.getByRole('button', { name: /^Likes/ }).click();
    const comment = page.locator('article', { hasText: 'Boils fast' }).last();
    await comment.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit comment' }).click();
    const box = page.getByRole('textbox', { name: 'Edit your comment' });
    await box.fill(NEW_COMMENT);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const edited = page.locator('article', { hasText: NEW_COMMENT }).last();
    await edited.locator('time', { hasText: /^edited/ }).waitFor();
    assert.ok(await editedAt('comments', commentId));

    // Back in the same page: the feed's cached card was refreshed by the edit's tags.
    await page.goBack();
    await card(page).getByText(NEW_TITLE).waitFor();
    await card(page)
      .locator('time', { hasText: /^edited/ })
      .waitFor();
    await page.context().close();
  });
});

describe('another member', () => {
  test("sees 'edited' on the card and the post, and no Edit item", async () => {
    assert.ok(await editedAt('posts', postId), 'the author test ran first');
    const page = await pageFor(bob);
    await page.goto(`${running.site.url}/`);
    await card(page).getByText(NEW_TITLE).waitFor();
    const cardEdited = card(page).locator('time', { hasText: /^edited/ });
    await cardEdited.waitFor();
    await cardEdited.hover();
    assert.match((await cardEdited.getAttribute('title')) ?? '', /\d/);

    await page.goto(`${running.site.url}/post/${postId}`);
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await page
      .locator('article time', { hasText: /^edited/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Edit post' }).count(), 0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Likes/ }).click();
    const comment = page.locator('article', { hasText: NEW_COMMENT }).last();
    await comment.locator('time', { hasText: /^edited/ }).waitFor();
    await comment.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Edit comment' }).count(), 0);
    await page.context().close();
  });
});
