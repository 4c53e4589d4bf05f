import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { claimsOf, totpCode } from './helpers/mfa.ts';
import type { TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';
import {
  createPost,
  passwordOnlySession,
  report,
  startModerationStack,
} from './helpers/moderation-stack.ts';

// Moderating needs a two-factor session (aal2), and the database enforces it: a moderator signed
// in with the password alone (aal1) is refused the queue, the log, the reports and every action,
// with an error that says why, and keeps only a member's rights; a code raises the same session.

const TWO_FACTOR_NEEDED = 'Two-factor sign-in required for moderation.';

let stack: TestStack;
let moderator: Member;
let moderatorFactor: { id: string; secret: string };
let author: Member;
let reporter: Member;
let reader: Member;

before(async () => {
  ({ stack, moderator, moderatorFactor, author, reporter, reader } = await startModerationStack());
});

after(async () => {
  await stack?.stop();
});

async function isHidden(postId: string): Promise<boolean> {
  const { rows } = await stack.pool.query('select hidden_at from public.posts where id = $1', [
    postId,
  ]);
  return rows[0].hidden_at !== null;
}

const act = (client: SupabaseClient, postId: string, action: 'hide' | 'restore') =>
  client.rpc('moderate_content', { _target_type: 'post', _target_id: postId, _action: action });

/** What a session reads of the moderation tables and views, each as a row count. */
async function moderationReads(client: SupabaseClient) {
  const counts: Record<string, number> = {};
  for (const table of ['reports', 'moderation_actions', 'moderation_log', 'moderation_settings']) {
    const { data, error } = await client.from(table).select('*');
    assert.ifError(error);
    counts[table] = data.length;
  }
  return counts;
}

describe('moderating at aal1', () => {
  let aal1: SupabaseClient;
  let hiddenPost: string;
  let openPost: string;

  before(async () => {
    hiddenPost = await createPost(author, 'A radio that hums');
    openPost = await createPost(author, 'A clock that ticks');
    await report(reporter, 'post', openPost);
    assert.ifError((await act(moderator.client, hiddenPost, 'hide')).error);
    aal1 = await passwordOnlySession(stack, 'mod_mira');
    const { data } = await aal1.auth.getSession();
    assert.equal(claimsOf(data.session!.access_token).aal, 'aal1');
  });

  it('refuses the queue, hide and restore with a two-factor error', async () => {
    const mine = await aal1.rpc('is_moderator');
    assert.ifError(mine.error);
    assert.equal(mine.data, false);

    const queue = await aal1.rpc('moderation_queue');
    assert.deepEqual([queue.error?.code, queue.error?.message], ['42501', TWO_FACTOR_NEEDED]);
    const hide = await act(aal1, openPost, 'hide');
    assert.deepEqual([hide.error?.code, hide.error?.message], ['42501', TWO_FACTOR_NEEDED]);
    assert.equal(await isHidden(openPost), false);
    const restore = await act(aal1, hiddenPost, 'restore');
    assert.deepEqual([restore.error?.code, restore.error?.message], ['42501', TWO_FACTOR_NEEDED]);
    assert.equal(await isHidden(hiddenPost), true);
  });

  it('shows no reports, log or settings, and no hidden post of another member', async () => {
    const atAal2 = await moderationReads(moderator.client);
    assert.ok(atAal2.reports! >= 1 && atAal2.moderation_actions! >= 1, JSON.stringify(atAal2));
    assert.ok(atAal2.moderation_log! >= 1 && atAal2.moderation_settings === 1);
    assert.deepEqual(await moderationReads(aal1), {
      reports: 0,
      moderation_actions: 0,
      moderation_log: 0,
      moderation_settings: 0,
    });
    const hidden = await aal1.from('posts').select('id').eq('id', hiddenPost);
    assert.deepEqual(hidden.data, []);
  });

  it("keeps a member's rights: public posts, and writing and reading their own", async () => {
    const open = await aal1.from('posts').select('id').eq('id', openPost);
    assert.deepEqual(open.data, [{ id: openPost }]);
    const own = await aal1
      .from('posts')
      .insert({ user_id: moderator.id, title: 'A fan that rattles', category: 'products' })
      .select('id')
      .single();
    assert.ifError(own.error);
    const comment = await aal1
      .from('comments')
      .insert({ post_id: openPost, user_id: moderator.id, comment_type: 'like', content: '' })
      .select('id');
    assert.ifError(comment.error);
    const feed = await aal1.from('feed_cards').select('id').eq('id', own.data.id);
    assert.deepEqual(feed.data, [{ id: own.data.id }]);
  });

  it('tells a member who does not moderate that only moderators can, at any level', async () => {
    const queue = await reader.client.rpc('moderation_queue');
    assert.deepEqual(
      [queue.error?.code, queue.error?.message],
      ['42501', 'Only moderators can do that.'],
    );
  });

  it('refuses a moderator who has no factor at all', async () => {
    const fresh = await signUpMember(stack, 'mod_noor');
    await stack.pool.query('insert into public.moderators (user_id) values ($1)', [fresh.id]);
    const queue = await fresh.client.rpc('moderation_queue');
    assert.deepEqual([queue.error?.code, queue.error?.message], ['42501', TWO_FACTOR_NEEDED]);
  });

  it('lets the same session moderate once it verifies a code', async () => {
    // The factor's enrollment used this step's code; a code is good once, so the next step's.
    const raised = await aal1.auth.mfa.challengeAndVerify({
      factorId: moderatorFactor.id,
      code: totpCode(moderatorFactor.secret, 1),
    });
    assert.ifError(raised.error);
    assert.equal(claimsOf(raised.data.access_token).aal, 'aal2');

    const queue = await aal1.rpc('moderation_queue');
    assert.ifError(queue.error);
    assert.ok((queue.data as { target_id: string }[]).some((row) => row.target_id === openPost));
    assert.ifError((await act(aal1, hiddenPost, 'restore')).error);
    assert.equal(await isHidden(hiddenPost), false);
    assert.ifError((await act(aal1, openPost, 'hide')).error);
    assert.equal(await isHidden(openPost), true);
    const log = await aal1.from('moderation_log').select('action').eq('target_id', hiddenPost);
    assert.deepEqual(log.data?.map((row) => row.action).sort(), ['hide', 'restore']);
  });
});
