import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createPost,
  feedIds,
  makeModerator,
  moderationNotifications,
  report,
} from './helpers/moderation-stack.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Hiding someone's post with throwaway accounts, through supabase-js: accounts made a minute ago
// report a post, with the shipped moderation settings (three reporters hide content until a
// moderator looks). Reports from new members are recorded and reach the moderation queue, but
// never hide anything, however many there are, and neither do those of fresh accounts that made
// themselves bronze in a minute; members who have been around for a while still can, and then the
// author is told and a moderator can put it back.

let stack: TestStack;
let visitor: SupabaseClient;
let moderator: Member;

/** Accounts made just now: new members, no reputation. */
async function freshAccounts(count: number, prefix: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1)
    members.push(await signUpMember(stack, uniqueUsername(`${prefix}${i}`)));
  return members;
}

/** Members who joined a month ago and earned bronze, as the database would have them by now. */
async function establishedMembers(count: number, prefix: string): Promise<Member[]> {
  const members = await freshAccounts(count, prefix);
  const ids = members.map((member) => member.id);
  await stack.pool.query(
    `update public.profiles set created_at = now() - interval '30 days' where id = any($1::uuid[])`,
    [ids],
  );
  await stack.pool.query(
    `insert into public.user_reputation (user_id, trust_level)
     select unnest($1::uuid[]), 'bronze'`,
    [ids],
  );
  return members;
}

async function queueRow(targetId: string) {
  const { data, error } = await moderator.client.rpc('moderation_queue');
  assert.ifError(error);
  return (data as { target_id: string; report_count: number; hidden_at: string | null }[]).find(
    (row) => row.target_id === targetId,
  );
}

async function autoHides(targetId: string): Promise<number> {
  const { rows } = await stack.pool.query<{ n: number }>(
    `select count(*)::int as n from public.moderation_actions
      where target_id = $1 and action = 'auto_hide'`,
    [targetId],
  );
  return rows[0]?.n ?? -1;
}

async function edit(author: Member, postId: string, description: string) {
  return author.client.from('posts').update({ description }).eq('id', postId).select('id');
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  moderator = await signUpMember(stack, uniqueUsername('mod'));
  await makeModerator(stack, moderator);
});

after(async () => {
  await stack?.stop();
});

describe('reports from accounts made a minute ago', () => {
  it('three of them report a post once each: it stays up and its author can still edit it', async () => {
    const author = await signUpMember(stack, uniqueUsername('victim'));
    const postId = await createPost(author, 'Honest review of a kettle');
    for (const attacker of await freshAccounts(3, 'sock')) await report(attacker, 'post', postId);

    assert.ok((await feedIds(visitor)).includes(postId), 'the post is still in the feed');
    const edited = await edit(author, postId, 'Still boils.');
    assert.ifError(edited.error);
    assert.equal(edited.data.length, 1);
    assert.equal(await autoHides(postId), 0);
    const queued = await queueRow(postId);
    assert.equal(queued?.report_count, 3, 'the reports reach the moderation queue');
    assert.equal(queued.hidden_at, null);
  });

  it('however many new members report a post or a comment, it stays up', async () => {
    const author = await signUpMember(stack, uniqueUsername('victim'));
    const postId = await createPost(author, 'Honest review of a toaster');
    const comment = await author.client
      .from('comments')
      .insert({ post_id: postId, user_id: author.id, content: 'It toasts.', comment_type: 'like' })
      .select('id')
      .single();
    assert.ifError(comment.error);
    for (const attacker of await freshAccounts(8, 'crowd')) {
      await report(attacker, 'post', postId);
      await report(attacker, 'comment', comment.data.id);
    }

    assert.ok((await feedIds(visitor)).includes(postId));
    const shown = await visitor.from('comments').select('id').eq('id', comment.data.id);
    assert.deepEqual(shown.data, [{ id: comment.data.id }]);
    assert.equal((await queueRow(postId))?.report_count, 8);
    assert.equal((await queueRow(comment.data.id))?.report_count, 8);
  });

  it('fresh accounts that made themselves bronze in a minute still do not hide it', async () => {
    const author = await signUpMember(stack, uniqueUsername('victim'));
    const postId = await createPost(author, 'Honest review of a blender');
    const attackers = await freshAccounts(3, 'climber');
    for (const attacker of attackers) {
      await createPost(attacker, 'Hello, I am new here');
      const level = await attacker.client.rpc('calculate_user_reputation', {
        _user_id: attacker.id,
      });
      assert.ifError(level.error);
      assert.equal((level.data as { trust_level: string }).trust_level, 'bronze');
      await report(attacker, 'post', postId);
    }
    assert.ok((await feedIds(visitor)).includes(postId));
    assert.equal(await autoHides(postId), 0);
  });
});

describe('reports from members who have been around', () => {
  it('three of them hide a post; its author is told and a moderator puts it back', async () => {
    const author = await signUpMember(stack, uniqueUsername('seller'));
    const postId = await createPost(author, 'Unbeatable toaster deal');
    for (const reporter of await establishedMembers(3, 'regular'))
      await report(reporter, 'post', postId);

    assert.ok(!(await feedIds(visitor)).includes(postId), 'hidden once three regulars reported it');
    assert.equal(await autoHides(postId), 1);
    const told = await moderationNotifications(author, postId);
    assert.deepEqual(
      told.map((n) => [n.title, n.message, n.metadata.outcome]),
      [
        [
          'Hidden after reports',
          'Your post was hidden after several members reported it. A moderator will look at it and put it back if it breaks no rules.',
          'hidden',
        ],
      ],
    );
    assert.equal((await edit(author, postId, 'Changed?')).error?.code, '42501');

    const restored = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'restore',
    });
    assert.ifError(restored.error);
    assert.ok((await feedIds(visitor)).includes(postId), 'back once a moderator restored it');
    assert.deepEqual(
      (await moderationNotifications(author, postId)).map((n) => n.metadata.outcome),
      ['hidden', 'restored'],
    );
    const edited = await edit(author, postId, 'Back up, and editable again.');
    assert.ifError(edited.error);
    assert.equal(edited.data.length, 1);
    assert.equal(await queueRow(postId), undefined, 'the reports are closed');
  });

  it('new members’ reports do not make up the number', async () => {
    const author = await signUpMember(stack, uniqueUsername('seller'));
    const postId = await createPost(author, 'Another toaster deal');
    for (const reporter of await establishedMembers(2, 'regular'))
      await report(reporter, 'post', postId);
    for (const attacker of await freshAccounts(3, 'helper')) await report(attacker, 'post', postId);
    assert.ok((await feedIds(visitor)).includes(postId));
    assert.equal((await queueRow(postId))?.report_count, 5);
  });
});
