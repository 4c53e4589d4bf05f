// Security: script payloads through every text field and the link field render as text on
// every screen that shows them (feed card, post detail, profile activity, notifications, header).
// Some arrive through the forms, the rest are written with the service role, past every client check;
// the database itself refuses a `javascript:` link and a hashtag that is not a word.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';
import { screenIsLive } from '../src/live-screen.ts';
import { saveScreenshot } from '../src/screenshots.ts';

const SHELL_PORT = 4850;
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const JS_URL = 'javascript:window.__xss=1';
const ALL = `${IMG} ${SCRIPT} ${SVG} ${JS_URL}`;

let running: SiteWithBackend;
let browser: Browser;
let admin: SupabaseClient;
const ids: Record<string, string> = {};

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
};

async function profileId(username: string): Promise<string> {
  const { data, error } = await admin
    .from('profiles')
    .select('id')
    .eq('username', username)
    .single();
  if (error) throw error;
  return data.id as string;
}

/** A page signed in as a demo member (the session put where supabase-js looks for it). */
async function memberPage(email: string, width = 1280, height = 900) {
  const client = createClient(running.stack.url, running.stack.anonKey, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  const page = await visitorPage(width, height);
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  return page;
}

const dialogs: string[] = [];
async function visitorPage(width = 1280, height = 900) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return page;
}

/** Nothing ran and nothing became markup: no flag, no handler attributes, no script links. */
async function assertInert(page: Page, where: string) {
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    scriptLinks: [...document.querySelectorAll('a, area, iframe, img, video, source')].filter(
      (el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
    ).length,
  }));
  assert.deepEqual(
    found,
    { flag: undefined, handlers: 0, injectedImages: 0, scriptLinks: 0 },
    `${where}: a payload became markup or ran`,
  );
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
}

/**
 * The payload is on screen as literal text. Shown copies only: the bell's panel is drawn hidden
 * ahead of its first opening, and may hold the same text.
 */
async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  admin = createClient(running.stack.url, running.stack.serviceRoleKey, clientOptions);
  ids.alice = await profileId('alice');
  ids.bob = await profileId('bob_builds');
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

describe('the database refuses what can never be shown safely', () => {
  test('a javascript: link and a markup hashtag are refused even for the service role', async () => {
    const base = { user_id: ids.bob, title: 'Refused', category: 'products' };
    const link = await admin.from('posts').insert({ ...base, link_url: JS_URL });
    assert.equal(link.error?.code, '23514', 'check violation on link_url');
    const tag = await admin.from('posts').insert({ ...base, hashtags: [IMG] });
    assert.equal(tag.error?.code, '23514', 'check violation on hashtags');
  });
});

describe('payloads written past the client render as text', () => {
  before(async () => {
    const bobProfile = await admin
      .from('profiles')
      .update({ display_name: IMG, bio: ALL })
      .eq('id', ids.bob);
    if (bobProfile.error) throw bobProfile.error;
    const post = await admin
      .from('posts')
      .insert({
        user_id: ids.bob,
        title: `${SCRIPT}${IMG}`,
        description: `${ALL} #safe`,
        category: 'products',
        hashtags: ['safe'],
      })
      .select('id')
      .single();
    if (post.error) throw post.error;
    ids.post = post.data.id as string;
    const like = await admin
      .from('comments')
      .insert({ post_id: ids.post, user_id: ids.alice, comment_type: 'like', content: SVG })
      .select('id')
      .single();
    if (like.error) throw like.error;
    // Bob's reply to Alice's comment notifies Alice with Bob's (payload) display name and text.
    const reply = await admin.from('comments').insert({
      post_id: ids.post,
      user_id: ids.bob,
      comment_type: 'reply',
      parent_id: like.data.id,
      content: `${IMG} ${JS_URL}`,
    });
    if (reply.error) throw reply.error;
    const note = await admin
      .from('notifications')
      .insert({ user_id: ids.alice, type: 'follow', title: SCRIPT, message: ALL, metadata: {} });
    if (note.error) throw note.error;
  });

  test('feed card', async () => {
    const page = await visitorPage();
    await page.goto(`${running.site.url}/`);
    const card = page.locator(`article[data-post-id="${ids.post}"]`);
    await card.getByText(`${SCRIPT}${IMG}`).waitFor();
    await card.getByText(IMG, { exact: true }).first().waitFor();
    await assertInert(page, 'feed');
    await saveScreenshot(page, 'xss', { name: 'feed' });
    await page.close();
  });

  test('post detail with comment and reply, signed in', async () => {
    const page = await memberPage('alice@example.com');
    await page.goto(`${running.site.url}/post/${ids.post}`);
    await page.getByRole('heading', { level: 1, name: `${SCRIPT}${IMG}` }).waitFor();
    await expectText(page, JS_URL);
    const likes = page.getByRole('heading', { name: /^Likes ?\d+ written/ }).getByRole('button');
    if ((await likes.getAttribute('aria-expanded')) === 'false') await likes.click();
    await expectText(page, SVG);
    await page.getByRole('button', { name: /repl/i }).first().click();
    await expectText(page, `${IMG} ${JS_URL}`);
    await assertInert(page, 'post detail');
    await saveScreenshot(page, 'xss', { name: 'post' });
    await page.close();
  });

  test('profile header, bio and activity', async () => {
    const page = await visitorPage(390, 844);
    await page.goto(`${running.site.url}/profile/bob_builds`);
    await page.getByRole('heading', { level: 1, name: IMG, exact: true }).waitFor();
    await expectText(page, SCRIPT);
    await expectText(page, `${SCRIPT}${IMG}`);
    await assertInert(page, 'profile');
    await saveScreenshot(page, 'xss', { name: 'profile' });
    await page.close();
  });

  test('notifications popover', async () => {
    const page = await memberPage('alice@example.com');
    await page.goto(`${running.site.url}/`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectText(page, SCRIPT);
    await expectText(page, IMG);
    await assertInert(page, 'notifications');
    await saveScreenshot(page, 'xss', { name: 'notifications', overlay: true });
    await page.close();
  });
});

describe('payloads typed into the forms render as text', () => {
  test('create post: title, description, hashtags and a refused javascript: link', async () => {
    const page = await memberPage('carol@example.com');
    await page.goto(`${running.site.url}/create`);
    const title = `${SVG} typed`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('products');
    await page.getByLabel('Description (optional)').fill(ALL);
    // A markup hashtag entry is refused or reduced to its word characters, and shown as text.
    await page.getByLabel('Hashtags (optional)').fill(IMG);
    await page.getByLabel('Hashtags (optional)').press('Enter');
    await page.getByLabel('Hashtags (optional)').fill('typedtag');
    await page.getByLabel('Hashtags (optional)').press('Enter');
    await page.getByLabel('Link (optional)').fill(JS_URL);
    await page.getByRole('button', { name: 'Create Review Post' }).click();
    // The link is refused with a message; the rest of the form is kept.
    await page.getByText('Please enter a link that starts with http:// or https://.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/create');
    assert.equal(await page.getByLabel('Title').inputValue(), title);
    await assertInert(page, 'create form');
    await saveScreenshot(page, 'xss', { name: 'create form' });
    await page.getByLabel('Link (optional)').fill('');
    await page.getByRole('button', { name: 'Create Review Post' }).click();

    // The feed opens with the new card; its title leads to the post.
    await page.waitForURL(`${running.site.url}/`);
    const card = page.locator('article[data-post-id]').filter({ hasText: title }).first();
    await card.waitFor();
    await assertInert(page, 'feed with typed post');
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectText(page, SCRIPT);
    await assertInert(page, 'created post');

    // A comment typed on that post.
    const likes = page.getByRole('heading', { name: /^Likes ?\d+ written/ }).getByRole('button');
    if ((await likes.getAttribute('aria-expanded')) === 'false') await likes.click();
    await page.getByPlaceholder('What do you like about this?').fill(`${IMG} comment`);
    await page.getByRole('button', { name: 'Add Like' }).click();
    await expectText(page, `${IMG} comment`);
    await assertInert(page, 'typed comment');
    await saveScreenshot(page, 'xss', { name: 'typed post' });
    await page.close();
  });

  test('sign-up display name shows as text on the new profile', async () => {
    const page = await visitorPage();
    await page.goto(`${running.site.url}/auth?tab=signup`);
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await page.getByLabel('Email').fill('xss.signup@example.com');
    await page.getByLabel('Username').fill('xss_signup');
    await page.getByLabel('Display Name').fill(SVG);
    await page.getByLabel('Password').fill('member-passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    const { data, error } = await admin
      .from('profiles')
      .select('display_name')
      .eq('username', 'xss_signup')
      .single();
    if (error) throw error;
    assert.equal(data.display_name, SVG);
    await page.goto(`${running.site.url}/profile/xss_signup`);
    await page.getByRole('heading', { level: 1, name: SVG, exact: true }).waitFor();
    await assertInert(page, 'signed-up profile');
    await page.close();
  });

  test('edit profile and a reply: shown as text in the header, profile and thread', async () => {
    const page = await memberPage('erin@example.com');
    await page.goto(`${running.site.url}/profile/erin`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const name = `${IMG} erin`;
    await page.getByLabel('Display name').fill(name);
    await page.getByLabel('Bio').fill(ALL);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await expectText(page, SCRIPT);
    await assertInert(page, 'edited profile');
    await saveScreenshot(page, 'xss', { name: 'edited profile' });

    await page.goto(`${running.site.url}/post/${ids.post}`);
    const likes = page.getByRole('heading', { name: /^Likes ?\d+ written/ }).getByRole('button');
    if ((await likes.getAttribute('aria-expanded')) === 'false') await likes.click();
    await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
    const replyForm = page
      .locator('form')
      .filter({ has: page.getByPlaceholder('Write a reply...') });
    await replyForm.getByPlaceholder('Write a reply...').fill(`${SCRIPT} reply`);
    await replyForm.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectText(page, `${SCRIPT} reply`);
    await page.getByText(name, { exact: true }).first().waitFor();
    await assertInert(page, 'typed reply');
    await page.close();
  });

  test('the header of a member whose name is a payload', async () => {
    const page = await memberPage('bob@example.com', 390, 844);
    await page.goto(`${running.site.url}/`);
    await page.getByRole('link', { name: 'Your profile' }).waitFor();
    await page.locator('article[data-post-id]').first().waitFor();
    // The server draws the first cards: wait for React's own.
    await screenIsLive(page);
    await assertInert(page, 'header');
    await saveScreenshot(page, 'xss', { name: 'member header' });
    await page.close();
  });
});
