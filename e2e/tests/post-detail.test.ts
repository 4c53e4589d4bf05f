// The post detail page in Chromium against the production builds and a real backend with the
// demo data. Two members act on one fresh post; counts, rows and notifications are read back from the
// database itself.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 4400;
const POST_TITLE = 'Studio monitor headphones for mixing';

let running: SiteWithBackend;
let browser: Browser;
let postId: string;
const members: Record<'alice' | 'bob', { id: string; context: BrowserContext; page: Page }> =
  {} as never;

function memberClient(key = running.stack.anonKey) {
  return createClient(running.stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A browser context already signed in as a demo member (the session goes where supabase-js keeps it). */
async function signedInContext(username: 'alice' | 'bob', email: string) {
  const { data, error } = await memberClient().auth.signInWithPassword({
    email,
    password: 'password123',
  });
  if (error) throw error;
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  members[username] = { id: data.user.id, context, page: await context.newPage() };
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await running.stack.pool.query(sql, params);
  return rows as T[];
}

async function openPost(page: Page) {
  await page.goto(`${running.site.url}/post/${postId}`);
  await page.getByRole('heading', { name: POST_TITLE }).waitFor();
}

/**
 * Taps the action bar's button `name`, sees `shown` at once, then waits for the reaction's write
 * and the post's re-read that follows it.
 */
async function react(page: Page, name: string, shown: string) {
  const written = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/rest/v1/comments' &&
      ['POST', 'DELETE'].includes(response.request().method()),
  );
  const reread = written.then(() =>
    page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/post_page')),
  );
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: shown, exact: true }).waitFor();
  await reread;
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A section's header button (the action bar's Questions toggle has the same words). */
function sectionHeader(page: Page, title: string, count = '\\d+') {
  return page
    .getByRole('heading', { name: new RegExp(`^${title} ?${count} `) })
    .getByRole('button');
}

async function openSection(page: Page, title: 'Likes' | 'Gripes' | 'Questions') {
  const header = sectionHeader(page, title);
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
}

/** The comment card (article) whose text is exactly `text`. */
function commentCard(page: Page, text: string) {
  return page
    .locator('article')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();
}

async function addComment(page: Page, placeholder: string, button: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.getByRole('button', { name: button }).click();
  await commentCard(page, text).waitFor();
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT });
  browser = await launchChromium();
  await signedInContext('alice', 'alice@example.com');
  await signedInContext('bob', 'bob@example.com');
  const [post] = await query<{ id: string }>(
    `insert into public.posts (user_id, title, description, category, hashtags)
     values ($1, $2, 'Closed-back, flat response. Thoughts?', 'products', '{audio}') returning id`,
    [members.alice.id, POST_TITLE],
  );
  postId = post!.id;
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

describe('the post detail page', () => {
  test('is fully shown after 1 backend request of its own: post_page, the post and its comment summary', async () => {
    const page = await members.bob.context.newPage();
    const backendRequests: string[] = [];
    const postPageMethods: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${running.stack.url}/rest/v1/`)) {
        const table = new URL(request.url()).pathname.replace('/rest/v1/', '');
        backendRequests.push(table);
        if (table === 'rpc/post_page') postPageMethods.push(request.method());
      }
    });
    // The server draws the post first; on a busy machine the network can be quiet before the
    // page's scripts have asked for anything, so wait for the page's own request and the header's.
    const answered = (path: string) =>
      page.waitForResponse((response) =>
        response.url().startsWith(`${running.stack.url}/rest/v1/${path}`),
      );
    const postPageAnswered = answered('rpc/post_page');
    const headerAnswered = answered('profiles');
    // The bell asks twice (its rows and its unread count), after the header, at an idle moment.
    const bellAnswered = new Promise<void>((resolve) => {
      let answers = 0;
      page.on('response', (response) => {
        const bell = response.url().startsWith(`${running.stack.url}/rest/v1/notifications`);
        if (bell && (answers += 1) === 2) resolve();
      });
    });
    await openPost(page);
    await Promise.all([postPageAnswered, headerAnswered, bellAnswered]);
    await sectionHeader(page, 'Questions').waitFor();
    await page.waitForLoadState('networkidle');
    const postRequests = backendRequests.filter((table) =>
      [
        'rpc/post_page',
        'feed_posts',
        'rpc/post_comment_summary',
        'comment_details',
        'comments',
        'comment_likes',
      ].includes(table),
    );
    console.info(
      `post detail: ${postRequests.length} post requests (${postRequests.join(', ')}); ` +
        `all data requests incl. the shell's header: ${backendRequests.join(', ')}`,
    );
    // The section lists load only when a section is opened.
    assert.deepEqual(postRequests, ['rpc/post_page']);
    assert.deepEqual(postPageMethods, ['GET']);
    // The shell's header: the member's profile, and the bell's 20 newest and exact unread count.
    const headerRequests = backendRequests.filter((table) => !postRequests.includes(table));
    assert.deepEqual(
      headerRequests.sort(),
      ['notifications', 'notifications', 'profiles'],
      `all requests: ${backendRequests.join(', ')}`,
    );
    await page.close();
  });

  test('Like and Gripe toggle the reader’s own reaction with correct counts', async () => {
    const { page } = members.bob;
    await openPost(page);
    // Each button shows its change at once; the next tap waits for the write and the post's
    // re-read, as the bar ignores taps until then.
    await react(page, 'Like 0', 'Like 1');
    await expectToast(page, 'Reaction added');
    assert.equal(
      await page.getByRole('button', { name: 'Like 1' }).getAttribute('aria-pressed'),
      'true',
    );

    await react(page, 'Gripe 0', 'Gripe 1');
    await react(page, 'Like 1', 'Like 0');
    await expectToast(page, 'Reaction removed');
    await react(page, 'Gripe 1', 'Gripe 0');
    const [counts] = await query<{ like_count: number; gripe_count: number }>(
      'select like_count, gripe_count from public.posts where id = $1',
      [postId],
    );
    assert.deepEqual(counts, { like_count: 0, gripe_count: 0 });

    // Leave one like on, for the notification check below.
    await react(page, 'Like 0', 'Like 1');
  });

  test('comments fill the sections and the sentiment card matches them', async () => {
    const { page } = members.bob;
    assert.equal(await page.getByText('AI Sentiment Analysis').count(), 0);
    await openSection(page, 'Likes');
    await addComment(
      page,
      'What do you like about this?',
      'Add Like',
      'Honest mids, thanks @alice',
    );
    await addComment(page, 'What do you like about this?', 'Add Like', 'Honest bass response');
    await openSection(page, 'Gripes');
    await addComment(page, 'What could be improved?', 'Add Gripe', 'Clamping force hurts');
    await openSection(page, 'Questions');
    await addComment(
      page,
      'What would you like to know?',
      'Ask Question',
      'Is the cable detachable?',
    );

    const [written] = await query<{ likes: string; gripes: string }>(
      `select count(*) filter (where comment_type = 'like') as likes,
              count(*) filter (where comment_type = 'gripe') as gripes
         from public.comments where post_id = $1 and content <> '' and parent_id is null`,
      [postId],
    );
    const total = Number(written!.likes) + Number(written!.gripes);
    const positive = Math.round((Number(written!.likes) / total) * 100);
    const card = page.getByRole('region', { name: 'AI Sentiment Analysis' });
    await card.getByRole('region', { name: `Positive ${positive}%` }).waitFor();
    await card.getByRole('region', { name: `Negative ${100 - positive}%` }).waitFor();
    await card.getByText('honest', { exact: true }).waitFor();
    await card.getByText('The community feedback leans positive.').waitFor();
    await sectionHeader(page, 'Likes', '2').waitFor();
    await page.getByRole('button', { name: 'Like 3' }).waitFor();
  });

  test('a second member replies and hearts, but sees no Delete on my content', async () => {
    const { page } = members.alice;
    await openPost(page);
    await openSection(page, 'Gripes');
    const gripe = commentCard(page, 'Clamping force hurts');
    await gripe.getByRole('button', { name: 'Like comment, 0 likes' }).click();
    await gripe.getByRole('button', { name: 'Like comment, 1 like', pressed: true }).waitFor();

    await gripe.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByPlaceholder('Write a reply...').fill('Try the velour pads @bob_builds');
    await gripe.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await gripe.getByRole('button', { name: '1 reply' }).waitFor();
    await commentCard(page, 'Try the velour pads @bob_builds').waitFor();

    await gripe.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Delete comment' }).count(), 0);
    await page.keyboard.press('Escape');

    // The server refuses a direct delete of someone else's comment anyway.
    const client = memberClient();
    await client.auth.signInWithPassword({ email: 'alice@example.com', password: 'password123' });
    const [bobsGripe] = await query<{ id: string }>(
      `select id from public.comments where post_id = $1 and content = 'Clamping force hurts'`,
      [postId],
    );
    const { data } = await client.from('comments').delete().eq('id', bobsGripe!.id).select('id');
    assert.deepEqual(data, []);
    assert.equal(
      (await query('select 1 from public.comments where id = $1', [bobsGripe!.id])).length,
      1,
    );
  });

  test('reporting with reason Other needs details', async () => {
    const { page } = members.alice;
    const like = commentCard(page, 'Honest bass response');
    await openSection(page, 'Likes');
    await like.getByRole('button', { name: 'Comment actions' }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByLabel('Other, please specify').check();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText('Please describe the issue when choosing Other.').waitFor();
    await dialog.getByLabel('Details (required)').fill('Looks copied from a shop page');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expectToast(page, 'Report submitted');
    await dialog.waitFor({ state: 'hidden' });
    const reports = await query<{ reason: string; admin_notes: string; target_type: string }>(
      'select reason, admin_notes, target_type from public.reports where reporter_id = $1',
      [members.alice.id],
    );
    assert.deepEqual(reports, [
      { reason: 'other', admin_notes: 'Looks copied from a shop page', target_type: 'comment' },
    ]);
  });

  test('the author of a comment deletes it', async () => {
    const { page } = members.bob;
    await openPost(page);
    await openSection(page, 'Gripes');
    await commentCard(page, 'Clamping force hurts')
      .getByRole('button', { name: 'Comment actions' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete comment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Comment deleted');
    await page.getByText('No gripes yet. Be the first!').waitFor();
    const left = await query(
      `select 1 from public.comments where post_id = $1 and comment_type in ('gripe', 'reply')`,
      [postId],
    );
    assert.equal(left.length, 0);
  });

  test('comments, replies and likes notify the other member, once where they mention them too', async () => {
    const rows = await query<{ user_id: string; message: string }>(
      `select user_id, message from public.notifications
        where created_at > now() - interval '10 minutes' and user_id = any($1)`,
      [[members.alice.id, members.bob.id]],
    );
    const forAlice = rows
      .filter((row) => row.user_id === members.alice.id)
      .map((row) => row.message);
    const forBob = rows.filter((row) => row.user_id === members.bob.id).map((row) => row.message);
    const onThePost = (ending: string) => (message: string) =>
      message.endsWith(`${ending}"${POST_TITLE}"`);
    assert.ok(forAlice.some(onThePost('shared a like on your post ')), forAlice.join());
    assert.ok(forAlice.some(onThePost('liked your post ')), forAlice.join());
    assert.ok(
      forBob.some((message) => message.endsWith('replied to your comment')),
      forBob.join(),
    );
    assert.ok(
      forBob.some((message) => message.endsWith('liked your comment')),
      forBob.join(),
    );
    // Bob's like names @alice and alice's reply to bob names @bob_builds: each heard of it once.
    assert.ok(!forAlice.some(onThePost('mentioned you in a comment on ')), forAlice.join());
    assert.ok(!forBob.some(onThePost('mentioned you in a comment on ')), forBob.join());
  });

  test("a section lists 20 comments, then 20 more after 'Show more'", async () => {
    // 45 written likes, seeded through the service role, one minute apart: 'Seeded like 1' newest.
    const { error } = await memberClient(running.stack.serviceRoleKey)
      .from('comments')
      .insert(
        Array.from({ length: 45 }, (_, index) => ({
          post_id: postId,
          user_id: members.alice.id,
          comment_type: 'like',
          content: `Seeded like ${index + 1}`,
          created_at: new Date(Date.UTC(2030, 0, 1, 12, 0) - index * 60_000).toISOString(),
        })),
      );
    assert.ifError(error);
    const page = await members.bob.context.newPage();
    await openPost(page);
    const likes = page.getByRole('list', { name: 'Likes', exact: true });
    const seeded = likes.getByText(/^Seeded like \d+$/);
    await sectionHeader(page, 'Likes', '47').click();
    await seeded.nth(19).waitFor();
    assert.equal(await seeded.count(), 20);
    assert.equal(await seeded.first().textContent(), 'Seeded like 1');

    await page.getByRole('button', { name: 'Show more' }).click();
    await seeded.nth(39).waitFor();
    assert.equal(await seeded.count(), 40);
    await page.getByRole('button', { name: 'Show more' }).click();
    await seeded.nth(44).waitFor();
    // The two likes written earlier in this file are older than the seeded ones.
    await likes.getByText('Honest bass response', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Show more' }).count(), 0);
    await page.close();
  });

  test('Back to Feed returns to the feed where the reader left it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${running.site.url}/`);
    const cards = page.locator('article[data-post-id]');
    await cards.nth(5).waitFor();
    await cards.nth(5).scrollIntoViewIfNeeded();
    const feedScroll = await page.evaluate(() => window.scrollY);
    assert.ok(feedScroll > 0);
    await cards.nth(5).locator('h2, h3').first().click();
    await page.waitForURL(/\/post\//);
    const postUrl = page.url();
    await page.getByRole('button', { name: 'Back to Feed' }).click();
    await page.waitForURL(`${running.site.url}/`);
    await cards.nth(5).waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    // It went back in history rather than pushing a new feed entry: Forward returns to the post.
    await page.goForward();
    await page.waitForURL(postUrl);

    // Opened directly, there is no feed behind the post: Back to Feed opens the feed fresh.
    const direct = await browser.newPage();
    await direct.goto(postUrl);
    await direct.getByRole('button', { name: 'Back to Feed' }).click();
    await direct.waitForURL(`${running.site.url}/`);
    await page.close();
    await direct.close();
  });

  test('the author deletes the post and lands on the feed', async () => {
    const { page } = members.alice;
    await openPost(page);
    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Your post has been successfully deleted.');
    await page.waitForURL(`${running.site.url}/`);
    assert.equal((await query('select 1 from public.posts where id = $1', [postId])).length, 0);
    await page.goto(`${running.site.url}/post/${postId}`);
    await page.getByText('Post not found').waitFor();
  });
});
