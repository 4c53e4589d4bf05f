// @mentions in Chromium against the production builds and a real backend with the demo data: on a
// 390 px phone, bob types '@al' in a comment box, picks the demo member alice from the suggestions
// with the keyboard and posts; the comment links to alice's profile, while an @name that is nobody
// stays plain text. The open list fits the screen and passes axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 7700;
const PHONE = { width: 390, height: 844 };
const POST_TITLE = 'Travel kettle that fits a carry-on';

let running: SiteWithBackend;
let browser: Browser;
let page: Page;
let postId: string;

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  const bob = anonClient(running.stack);
  const { data, error } = await bob.auth.signInWithPassword({
    email: 'bob@example.com',
    password: 'password123',
  });
  if (error) throw error;
  const post = await bob
    .from('posts')
    .insert({ user_id: data.user.id, title: POST_TITLE, category: 'products' })
    .select('id')
    .single();
  assert.ifError(post.error);
  postId = post.data.id as string;

  // A phone with touch; CSP bypassed only so the test can add axe-core to the page.
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, bypassCSP: true });
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  page = await context.newPage();
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

/** The comment card (article) whose text starts with `start`. */
function commentCard(start: string) {
  return page
    .locator('article')
    .filter({ has: page.getByText(start) })
    .last();
}

async function openLikes() {
  await page.goto(`${running.site.url}/post/${postId}`);
  await page.getByRole('heading', { name: POST_TITLE }).waitFor();
  const header = page.getByRole('heading', { name: /^Likes ?\d+ written/ }).getByRole('button');
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  return page.getByRole('textbox', { name: 'What do you like about this?' });
}

describe('mentions in a comment box on a phone', () => {
  test("'@al' suggests alice; picked by keyboard, the posted comment links to her", async () => {
    const box = await openLikes();
    await box.click();
    await box.pressSequentially('Thanks @al');
    const list = page.getByRole('listbox', { name: 'Mention suggestions' });
    const option = list.getByRole('option', { name: /Alice Chen @alice/ });
    await option.waitFor();
    assert.equal(await list.getByRole('option').count(), 1);
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    assert.equal(await box.getAttribute('aria-activedescendant'), await option.getAttribute('id'));

    const bounds = await list.boundingBox();
    assert.ok(bounds, 'the suggestion list is laid out');
    assert.ok(
      bounds.x >= 0 && bounds.x + bounds.width <= PHONE.width,
      `list at ${bounds.x}..${bounds.x + bounds.width}`,
    );
    assert.deepEqual(await seriousViolations(page), []);

    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    assert.equal(await box.inputValue(), 'Thanks @alice ');
    await page.keyboard.type('for the tip');
    await page.getByRole('button', { name: 'Add Like' }).click();

    const mention = commentCard('Thanks ').getByRole('link', { name: '@alice' });
    await mention.waitFor();
    assert.equal(await mention.getAttribute('href'), '/profile/alice');
    // The comment shows at once, as posting; it is saved once the list holds it.
    await commentCard('Thanks ').getByText('Posting...').waitFor({ state: 'detached' });
    const { rows } = await running.stack.pool.query<{ content: string }>(
      `select content from public.comments where post_id = $1 and comment_type = 'like'`,
      [postId],
    );
    assert.deepEqual(
      rows.map((row) => row.content),
      ['Thanks @alice for the tip'],
    );

    await mention.tap();
    await page.waitForURL('**/profile/alice');
    await page.getByRole('heading', { name: 'Alice Chen' }).waitFor();
  });

  test('an @name that is nobody stays plain text', async () => {
    const box = await openLikes();
    await box.fill('Ask @nosuchmember, or @alice too');
    await page.getByRole('button', { name: 'Add Like' }).click();
    const card = commentCard('Ask @nosuchmember');
    // alice's link shows the page's lookup has answered; the other name got no link from it.
    await card.getByRole('link', { name: '@alice' }).waitFor();
    assert.equal(await card.getByRole('link', { name: '@nosuchmember' }).count(), 0);
    assert.equal(await card.getByRole('link').filter({ hasText: 'nosuchmember' }).count(), 0);
    assert.match((await card.textContent()) ?? '', /Ask @nosuchmember, or @alice too/);
  });
});
