// A new member who reached a write limit: the site shows the database's sentence (which limit, when
// to try again) and keeps what was typed. In Chromium against the production builds and a real
// backend; the member signs up for the test, so it has no reputation yet and a new member's limits
// apply (the demo members have theirs from the seed).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { startSiteWithBackend, type SiteWithBackend } from '../src/stack.ts';

const SHELL_PORT = 6200;

let running: SiteWithBackend;
let browser: Browser;
let newcomer: { id: string; client: SupabaseClient; page: Page };

before(async () => {
  running = await startSiteWithBackend({ shellPort: SHELL_PORT, autoconfirm: true });
  browser = await launchChromium();
  const client = anonClient(running.stack);
  const username = `newcomer_${randomBytes(4).toString('hex')}`;
  const { data, error } = await client.auth.signUp({
    email: `${username}@example.test`,
    password: 'member-passphrase',
    options: { data: { username, display_name: 'Nina Newcomer' } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('no session');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const storageKey = `sb-${new URL(running.stack.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, session]) => window.localStorage.setItem(key, session), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
  newcomer = { id: data.user.id, client, page: await context.newPage() };
});

after(async () => {
  await browser?.close();
  await running?.stop();
});

async function newMemberLimit(column: string): Promise<number> {
  const { data, error } = await anonClient(running.stack)
    .from('write_limits')
    .select(column)
    .eq('trust_level', 'new')
    .single();
  if (error) throw error;
  return Number((data as unknown as Record<string, number>)[column]);
}

describe('a new member at a write limit', () => {
  test('sees the daily post limit on /create and keeps the title typed', async () => {
    const limit = await newMemberLimit('posts_per_day');
    for (let i = 0; i < limit; i += 1) {
      const { error } = await newcomer.client
        .from('posts')
        .insert({ user_id: newcomer.id, title: `Post ${i + 1} today` });
      assert.ifError(error);
    }
    const { page } = newcomer;
    await page.goto(`${running.site.url}/create`);
    const title = page.getByLabel('Title');
    await title.fill('One more paperback worth a review');
    await page.getByRole('button', { name: 'Create Review Post' }).click();

    await page
      .getByText(
        `You have shared ${limit} posts in the last 24 hours, the most for now. Please try again later.`,
      )
      .waitFor();
    assert.equal(await title.inputValue(), 'One more paperback worth a review');
    const { rows } = await running.stack.pool.query<{ n: number }>(
      `select count(*)::int as n from public.posts
        where user_id = $1 and created_at > now() - interval '1 day'`,
      [newcomer.id],
    );
    assert.equal(rows[0]?.n, limit);
  });

  test('sees the daily report limit in the report dialog, which keeps the details', async () => {
    const limit = await newMemberLimit('reports_per_day');
    const { rows } = await running.stack.pool.query<{ id: string; title: string }>(
      `select id, title from public.posts where user_id <> $1 order by created_at desc limit 1`,
      [newcomer.id],
    );
    const post = rows[0]!;
    for (let i = 0; i < limit; i += 1) {
      const { error } = await newcomer.client.from('reports').insert({
        target_id: post.id,
        target_type: 'post',
        reporter_id: newcomer.id,
        reason: 'spam',
      });
      assert.ifError(error);
    }
    const { page } = newcomer;
    await page.goto(`${running.site.url}/post/${post.id}`);
    await page.getByRole('button', { name: 'More post actions' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByLabel('Other, please specify').check();
    const details = dialog.getByLabel('Details (required)');
    await details.fill('Reads like an advert for the shop');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();

    await page
      .getByText(
        `You have sent ${limit} reports in the last 24 hours, the most for now. Thank you for looking out for the community; please try again later.`,
      )
      .waitFor();
    assert.ok(await dialog.isVisible(), 'the dialog stays open');
    assert.equal(await details.inputValue(), 'Reads like an advert for the shop');
  });
});
