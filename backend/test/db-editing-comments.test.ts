import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './helpers/supabase-clients.ts';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';
import { editingReads, startEditingStack } from './helpers/editing-stack.ts';

// Authors edit the text of their own comments through supabase-js, as the site does. Another
// member, a visitor and the author on any other column are refused, and a superuser read shows
// nothing changed. edited_at comes from the server; hearts, replies and counts stay.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;
let mallory: Member;
let postId: string;
let questionId: string;
let replyId: string;
let reactionId: string;
let postRow: ReturnType<typeof editingReads>['postRow'];
let commentRow: ReturnType<typeof editingReads>['commentRow'];

before(async () => {
  ({ stack, visitor, alice, bob, mallory, postId, questionId, replyId, reactionId } =
    await startEditingStack());
  ({ postRow, commentRow } = editingReads(stack));
});

after(() => stack.stop());

describe('an author edits their comment', () => {
  it('changes the text, stamps edited_at and keeps hearts, replies and counts', async () => {
    const before = await commentRow(questionId);
    const post = await postRow(postId);
    const { data, error } = await alice.client
      .from('comments')
      .update({ content: 'Does it boil fast?' })
      .eq('id', questionId)
      .select('id');
    assert.ifError(error);
    assert.equal(data?.length, 1);
    const after = await commentRow(questionId);
    assert.equal(after.content, 'Does it boil fast?');
    assert.ok(after.edited_at instanceof Date);
    for (const kept of ['user_id', 'post_id', 'comment_type', 'parent_id', 'created_at']) {
      assert.deepEqual(after[kept], before[kept], kept);
    }
    assert.equal(after.like_count, 1);
    assert.equal(after.reply_count, 1);
    const postAfter = await postRow(postId);
    assert.equal(postAfter.question_count, post.question_count);
    assert.deepEqual(postAfter.edited_at, post.edited_at);
    const shown = await visitor
      .from('comment_details')
      .select('edited_at')
      .eq('id', questionId)
      .single();
    assert.ifError(shown.error);
    assert.equal(
      new Date(shown.data.edited_at as string).getTime(),
      (after.edited_at as Date).getTime(),
    );
  });

  it('a reply author edits their reply; the parent is untouched', async () => {
    const parent = await commentRow(questionId);
    const { error } = await bob.client
      .from('comments')
      .update({ content: 'In about a minute.' })
      .eq('id', replyId);
    assert.ifError(error);
    assert.equal((await commentRow(replyId)).content, 'In about a minute.');
    assert.deepEqual(await commentRow(questionId), parent);
  });

  it('a written comment cannot be emptied, and a reaction has no text to edit', async () => {
    const before = await commentRow(questionId);
    const emptied = await alice.client
      .from('comments')
      .update({ content: '   ' })
      .eq('id', questionId);
    assert.equal(emptied.error?.code, '23514');
    assert.deepEqual(await commentRow(questionId), before);

    const reaction = await commentRow(reactionId);
    const written = await bob.client
      .from('comments')
      .update({ content: 'Now with words' })
      .eq('id', reactionId);
    assert.equal(written.error?.code, '23514');
    assert.deepEqual(await commentRow(reactionId), reaction);
  });

  it('is refused over 5,000 characters', async () => {
    const before = await commentRow(questionId);
    const { error } = await alice.client
      .from('comments')
      .update({ content: 'x'.repeat(5001) })
      .eq('id', questionId);
    assert.equal(error?.code, '23514');
    assert.deepEqual(await commentRow(questionId), before);
  });
});

describe('nobody else edits a comment, and the author edits nothing else', () => {
  it('another member changes no row', async () => {
    const before = await commentRow(questionId);
    const { data, error } = await mallory.client
      .from('comments')
      .update({ content: 'hacked' })
      .eq('id', questionId)
      .select('id');
    assert.ifError(error);
    assert.deepEqual(data, []);
    assert.deepEqual(await commentRow(questionId), before);
  });

  it('the post author cannot edit a reply on their post', async () => {
    const before = await commentRow(replyId);
    const { data, error } = await alice.client
      .from('comments')
      .update({ content: 'hacked' })
      .eq('id', replyId)
      .select('id');
    assert.ifError(error);
    assert.deepEqual(data, []);
    assert.deepEqual(await commentRow(replyId), before);
  });

  it('a visitor is refused', async () => {
    const before = await commentRow(questionId);
    const { error } = await visitor
      .from('comments')
      .update({ content: 'hacked' })
      .eq('id', questionId);
    assert.equal(error?.code, '42501');
    assert.deepEqual(await commentRow(questionId), before);
  });

  for (const [column, value] of [
    ['like_count', 999],
    ['reply_count', 999],
    ['comment_type', 'gripe'],
    ['parent_id', null],
    ['post_id', '00000000-0000-0000-0000-000000000000'],
    ['user_id', 'MALLORY'],
    ['created_at', '2020-01-01T00:00:00Z'],
    ['edited_at', null],
  ] as const) {
    it(`the author cannot write ${column}`, async () => {
      const before = await commentRow(questionId);
      const forged = value === 'MALLORY' ? mallory.id : value;
      const { error } = await alice.client
        .from('comments')
        .update({ [column]: forged })
        .eq('id', questionId);
      assert.equal(error?.code, '42501');
      assert.deepEqual(await commentRow(questionId), before);
    });
  }

  it('the service role cannot back-date edited_at either: the trigger keeps the server’s stamp', async () => {
    const before = await commentRow(questionId);
    const { error } = await serviceClient(stack)
      .from('comments')
      .update({ edited_at: '2020-01-01T00:00:00Z' })
      .eq('id', questionId);
    assert.ifError(error);
    assert.deepEqual((await commentRow(questionId)).edited_at, before.edited_at);
  });
});
