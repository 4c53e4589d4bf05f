// Moderation in Chromium against the production builds and a real backend: a member reports a post
// through the report dialog; a moderator (made with the service key) finds it on /moderation with
// its reason and details and hides it with a note; the feed and search lose it for a visitor and
// another member; reporter and author hear the outcome in the bell; the moderator restores it from
// the log and it is back. A member who does not moderate is turned away; the page passes axe in
// both themes and fits a phone. Moderating needs a two-factor (aal2) session: the moderator's is
// raised with a code from her authenticator app; a token of a moderator at aal1 is refused by the
// database, a moderator without an app is sent to set one up, and signing in with a code opens it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../../backend/test/helpers/mfa.ts';
import { makeModerator, passwordOnlySession } from '../../backend/test/helpers/moderation-stack.ts';
import { serviceClient } from '../../backend/test/helpers/supabase-clients.ts';
import {
  MEMBER_PASSWORD,
  signUpMember,
  type Member,
} from '../../backend/test/helpers/test-users.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { launchChromium } from '../src/browser.ts';
import { auditLayout } from '../src/layout-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { saveScreenshot } from '../src/screenshots.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 6400;
const REPORTED_TITLE = 'Miracle tea melts ten kilos a week';
const KEPT_TITLE = 'Green tea kettle that keeps its promise';
const DETAILS = 'Sends people to a shop that sells pills';
const NOTE = 'Health claims with a shop link';

let running: SiteWithBackend;
let browser: Browser;
let moderator: Member;
let moderatorFactor: { id: string; secret: string };
let author: Member;
let reporter: Member;
let bystander: Member;
let reportedId: string;
let keptId: string;

async function createPost(member: Member, title: string): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({ user_id: member.id, title, description: `${title}, in detail`, category: 'food' })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, seed: false, autoconfirm: true });
  browser = await launchChromium();
  moderator = await signUpMember(running.stack, 'mod_mona');
  author = await signUpMember(running.stack, 'author_abe');
  reporter = await signUpMember(running.stack, 'reporter_rita');
  bystander = await signUpMember(running.stack, 'bystander_bo');
  // Her session is raised to aal2 with a code from the app she enrolls, as moderating needs.
  moderatorFactor = await makeModerator(running.stack, moderator);
  keptId = await createPost(author, KEPT_TITLE);
  reportedId = await createPost(author, REPORTED_TITLE);
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function pageFor(
  member: Member | null,
  options: { colorScheme?: 'light' | 'dark'; width?: number; bypassCSP?: boolean } = {},
): Promise<Page> {
  const session = member ? (await member.client.auth.getSession()).data.session : null;
  const context = await contextFor(browser, running.stack.url, session, options);
  const page = await context.newPage();
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  return page;
}

async function hiddenAt(postId: string): Promise<Date | null> {
  const { rows } = await running.stack.pool.query<{ hidden_at: Date | null }>(
    'select hidden_at from public.posts where id = $1',
    [postId],
  );
  return rows[0]!.hidden_at;
}

const card = (page: Page, postId: string) => page.locator(`article[data-post-id="${postId}"]`);

/**
 * The feed, then a search for 'tea' (both posts say it): which of the two posts each shows. The
 * search is a fresh load of its URL, so the cards on screen are the search's answer and not the
 * feed's from before.
 */
async function feedAndSearchShow(page: Page): Promise<{ feed: boolean; search: boolean }> {
  await page.goto(`${running.site.url}/`);
  await card(page, keptId).waitFor();
  const feed = (await card(page, reportedId).count()) > 0;
  await page.goto(`${running.site.url}/?q=tea`);
  await page.getByRole('button', { name: 'Remove Search: tea' }).waitFor();
  await card(page, keptId).waitFor();
  const search = (await card(page, reportedId).count()) > 0;
  return { feed, search };
}

async function bellSays(member: Member, message: string) {
  const page = await pageFor(member);
  await page.goto(`${running.site.url}/`);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText(message).waitFor();
  await page.context().close();
}

async function auditModerationPage(page: Page, label: string) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  assert.deepEqual(await seriousViolations(page), [], `axe, ${label}`);
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await auditLayout(page);
    assert.deepEqual(layout.outside, [], `${label} at ${width} px`);
    assert.ok(layout.scrollWidth <= layout.innerWidth, `${label} scrolls sideways at ${width} px`);
  }
  await saveScreenshot(page, 'moderation', { name: label });
}

describe('a report, a hide and a restore', () => {
  test('a member reports the post through the report dialog', async () => {
    const page = await pageFor(reporter);
    await page.goto(`${running.site.url}/post/${reportedId}`);
    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByLabel('Spam or fake content').check();
    await dialog.getByLabel('Details (optional)').fill(DETAILS);
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('Report submitted', { exact: true }).first().waitFor();
    await page.context().close();
  });

  test('a member who does not moderate is turned away and the queue is never asked', async () => {
    const page = await pageFor(bystander);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${running.site.url}/moderation`);
    await page.getByText('Moderators only').waitFor();
    await page.getByText('You do not have access to this page.').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText(REPORTED_TITLE).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Moderation' }).count(), 0);
    assert.ok(asked.includes('/rest/v1/rpc/is_moderator'), asked.join('\n'));
    assert.deepEqual(
      asked.filter((path) => /moderation_queue|moderation_log/.test(path)),
      [],
    );
    await page.context().close();
  });

  test('the moderator sees the reason and the details, and hides the post with a note', async () => {
    const page = await pageFor(moderator, { bypassCSP: true });
    // A moderator finds the page in the header, wherever they are.
    await page.goto(`${running.site.url}/`);
    await page.getByRole('link', { name: 'Moderation' }).click();
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/moderation');
    const group = page.getByRole('article', { name: REPORTED_TITLE });
    await group.getByText('Spam or fake content').waitFor();
    await group.getByText(DETAILS).waitFor();
    await group.getByText('1 report', { exact: true }).waitFor();
    assert.equal(
      await group.getByRole('link', { name: '@author_abe' }).getAttribute('href'),
      '/profile/author_abe',
    );
    assert.equal(
      await group.getByRole('link', { name: 'Open post' }).getAttribute('href'),
      `/post/${reportedId}`,
    );
    await auditModerationPage(page, 'light-queue');
    await page.setViewportSize({ width: 1280, height: 900 });

    await group.getByLabel('Note (optional)').fill(NOTE);
    await group.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Post hidden', { exact: true }).first().waitFor();
    await group.waitFor({ state: 'detached' });
    await page.getByText('No open reports.').waitFor();
    const log = page.getByRole('list', { name: 'Recently moderated' });
    await log.getByText(`Hidden: Post “${REPORTED_TITLE}”`).waitFor();
    await log.getByText(`Note: ${NOTE}`).waitFor();
    assert.ok(await hiddenAt(reportedId), 'the post was not hidden');
    await page.context().close();
  });

  test('the feed and search no longer show it, to a visitor or another member', async () => {
    assert.ok(await hiddenAt(reportedId), 'the hide test ran first');
    for (const member of [null, bystander]) {
      const page = await pageFor(member);
      assert.deepEqual(await feedAndSearchShow(page), { feed: false, search: false });
      await page.context().close();
    }
  });

  test('the reporter and the author hear the outcome in the bell', async () => {
    await bellSays(reporter, 'Thanks for your report. A moderator removed the post.');
    await bellSays(author, 'Your post was removed by a moderator.');
  });

  test('the moderator restores it from the log and it is back for everyone', async () => {
    const page = await pageFor(moderator);
    await page.goto(`${running.site.url}/moderation`);
    const log = page.getByRole('list', { name: 'Recently moderated' });
    await log.getByText(`Hidden: Post “${REPORTED_TITLE}”`).waitFor();
    await log.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Post restored', { exact: true }).first().waitFor();
    await log.getByText(`Restored: Post “${REPORTED_TITLE}”`).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[aria-busy="true"]') && document.readyState === 'complete',
    );
    assert.equal(await log.getByRole('button', { name: 'Restore' }).count(), 0);
    assert.equal(await hiddenAt(reportedId), null);
    await page.context().close();

    const visitor = await pageFor(null);
    assert.deepEqual(await feedAndSearchShow(visitor), { feed: true, search: true });
    await visitor.context().close();
    await bellSays(author, 'A moderator looked at your post and put it back.');
  });
});

describe('the page itself', () => {
  test('its remote loads on /moderation only, not on the first load of another route', async () => {
    const remoteOrigin = `http://localhost:${SHELL_PORT + 6}`;
    const page = await pageFor(bystander);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    for (const path of ['/', `/post/${keptId}`, '/profile/author_abe', '/create']) {
      await page.goto(`${running.site.url}${path}`);
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(
      asked.filter((url) => url.startsWith(remoteOrigin)),
      [],
    );
    await page.goto(`${running.site.url}/moderation`);
    await page.getByText('Moderators only').waitFor();
    assert.ok(asked.includes(`${remoteOrigin}/mf-manifest.json`), asked.join('\n'));
    await page.context().close();
  });

  test('passes axe in the dark theme and fits a phone, with a hidden comment in the queue', async () => {
    const comment = await reporter.client
      .from('comments')
      .insert({
        post_id: keptId,
        user_id: reporter.id,
        content: 'Mine rusted in a week',
        comment_type: 'gripe',
      })
      .select('id')
      .single();
    assert.ifError(comment.error);
    // Only established members' reports hide content by themselves: these three have been
    // members for a month and reached bronze.
    const reporters = [author.id, bystander.id, moderator.id];
    await running.stack.pool.query(
      `update public.profiles set created_at = now() - interval '30 days' where id = any($1::uuid[])`,
      [reporters],
    );
    await running.stack.pool.query(
      `insert into public.user_reputation (user_id, trust_level) select unnest($1::uuid[]), 'bronze'
       on conflict (user_id) do update set trust_level = 'bronze'`,
      [reporters],
    );
    for (const member of [author, bystander, moderator]) {
      const { error } = await member.client.from('reports').insert({
        target_type: 'comment',
        target_id: comment.data.id,
        reporter_id: member.id,
        reason: 'harassment',
        admin_notes: null,
      });
      assert.ifError(error);
    }
    const page = await pageFor(moderator, { colorScheme: 'dark', bypassCSP: true });
    await page.goto(`${running.site.url}/moderation`);
    const group = page.getByRole('article', { name: 'Reported comment' });
    await group.getByText('Mine rusted in a week').waitFor();
    // Three established members reported it, so it hid itself until a moderator looks.
    await group.getByText('Hidden', { exact: true }).waitFor();
    await group.getByRole('button', { name: 'Restore' }).waitFor();
    // The dark palette's page background (#0f1117), as the browser reports it.
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      'rgb(15, 17, 23)',
    );
    await auditModerationPage(page, 'dark-queue');
    await page.context().close();
  });
});

describe('two-factor sign-in for moderators', () => {
  const TWO_FACTOR_NEEDED = 'Two-factor sign-in required for moderation.';

  /** A direct call of the API with `member`'s token, as a script could make it past the page. */
  async function directCalls(client: Member['client']) {
    const token = (await client.auth.getSession()).data.session!.access_token;
    const headers = { apikey: running.stack.anonKey, authorization: `Bearer ${token}` };
    const queue = await fetch(`${running.stack.url}/rest/v1/rpc/moderation_queue`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    const reports = await fetch(`${running.stack.url}/rest/v1/reports?select=id`, { headers });
    return {
      queue: [queue.status, ((await queue.json()) as { message: string }).message],
      reports: ((await reports.json()) as unknown[]).length,
    };
  }

  test('a moderator without an app is refused by the database and sent to her profile', async () => {
    const nina = await signUpMember(running.stack, 'mod_nina');
    const listed = await serviceClient(running.stack)
      .from('moderators')
      .insert({ user_id: nina.id });
    assert.ifError(listed.error);
    assert.deepEqual(await directCalls(nina.client), {
      queue: [403, TWO_FACTOR_NEEDED],
      reports: 0,
    });

    const page = await pageFor(nina, { bypassCSP: true });
    await page.goto(`${running.site.url}/moderation`);
    await page.getByText('Moderation needs two-factor sign-in').waitFor();
    await page
      .getByText('Set up two-factor authentication on your profile, then come back to this page.')
      .waitFor();
    await auditModerationPage(page, 'light-two-factor-set-up');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL(`${running.site.url}/profile/mod_nina`);
    await page.getByRole('region', { name: 'Two-factor authentication' }).waitFor();
    await page.context().close();
  });

  test('a moderator at aal1 is refused by the database; signed in with a code she reaches the queue', async () => {
    const aal1 = await passwordOnlySession(running.stack, 'mod_mona');
    const refused = await directCalls(aal1);
    assert.deepEqual(refused, { queue: [403, TWO_FACTOR_NEEDED], reports: 0 });
    const atAal2 = await directCalls(moderator.client);
    assert.equal(atAal2.queue[0], 200);
    assert.ok(atAal2.reports > 0, 'the aal2 session reads the reports');

    // The site treats an aal1 session of a member with an app as a sign-in still waiting for its
    // code, so in the browser she signs in again, with the password and then the app's code.
    const page = await pageFor(null);
    await page.goto(`${running.site.url}/auth?next=%2Fmoderation`);
    await page.getByLabel('Email').fill('mod_mona@example.test');
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const step = page.getByRole('region', { name: 'Two-factor authentication' });
    // The set-up used its step's code, and a code is good once: the app's next one.
    await step.getByLabel('6-digit code').fill(totpCode(moderatorFactor.secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Open reports/ }).waitFor();
    await page.context().close();
  });
});
