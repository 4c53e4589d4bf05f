import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { makeModerator } from './helpers/moderation-stack.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// What the /moderation page reads, through supabase-js: the queue names the post to open for a
// reported comment, and the log view gives each action its moderator's username, the text it was
// about, its post and whether that is hidden now; members and visitors read none of the log.

let stack: TestStack;
let visitor: SupabaseClient;
let moderator: Member;
let author: Member;
let reporter: Member;
let postId: string;
let commentId: string;

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  moderator = await signUpMember(stack, 'log_mod');
  author = await signUpMember(stack, 'log_author');
  reporter = await signUpMember(stack, 'log_reporter');
  await makeModerator(stack, moderator);
  const post = await author.client
    .from('posts')
    .insert({ user_id: author.id, title: 'A blender that sings', category: 'products' })
    .select('id')
    .single();
  assert.ifError(post.error);
  postId = post.data.id;
  const comment = await author.client
    .from('comments')
    .insert({
      post_id: postId,
      user_id: author.id,
      content: 'Buy mine instead',
      comment_type: 'like',
    })
    .select('id')
    .single();
  assert.ifError(comment.error);
  commentId = comment.data.id;
  for (const [type, id] of [
    ['post', postId],
    ['comment', commentId],
  ]) {
    const report = await reporter.client.from('reports').insert({
      target_type: type,
      target_id: id,
      reporter_id: reporter.id,
      reason: 'spam',
      admin_notes: `${type} is an advert`,
    });
    assert.ifError(report.error);
  }
});

after(async () => {
  await stack?.stop();
});

describe('the moderation queue', () => {
  it('names the post to open for a reported post and for a reported comment', async () => {
    const { data, error } = await moderator.client.rpc('moderation_queue');
    assert.ifError(error);
    const rows = data as { target_type: string; target_id: string; post_id: string }[];
    const byTarget = Object.fromEntries(rows.map((row) => [row.target_id, row.post_id]));
    assert.deepEqual(byTarget, { [postId]: postId, [commentId]: postId });
  });
});

describe('the moderation log view', () => {
  it('gives each action its moderator, its text, its post and the hidden state now', async () => {
    const hide = await moderator.client.rpc('moderate_content', {
      _target_type: 'comment',
      _target_id: commentId,
      _action: 'hide',
      _note: 'Advert in a comment',
    });
    assert.ifError(hide.error);
    const dismiss = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'dismiss',
    });
    assert.ifError(dismiss.error);

    const { data, error } = await moderator.client
      .from('moderation_log')
      .select(
        'action, target_type, target_id, note, moderator_username, post_id, target_text, hidden_at',
      )
      .order('created_at', { ascending: false });
    assert.ifError(error);
    assert.equal(data.length, 2);
    const [dismissed, hidden] = data;
    assert.deepEqual(
      { ...dismissed, hidden_at: dismissed?.hidden_at === null },
      {
        action: 'dismiss',
        target_type: 'post',
        target_id: postId,
        note: null,
        moderator_username: 'log_mod',
        post_id: postId,
        target_text: 'A blender that sings',
        hidden_at: true,
      },
    );
    assert.equal(hidden?.action, 'hide');
    assert.equal(hidden?.note, 'Advert in a comment');
    assert.equal(hidden?.post_id, postId);
    assert.equal(hidden?.target_text, 'Buy mine instead');
    assert.ok(hidden?.hidden_at, 'the hidden comment shows as hidden');

    const restore = await moderator.client.rpc('moderate_content', {
      _target_type: 'comment',
      _target_id: commentId,
      _action: 'restore',
    });
    assert.ifError(restore.error);
    const after = await moderator.client
      .from('moderation_log')
      .select('hidden_at')
      .eq('target_id', commentId);
    assert.ifError(after.error);
    assert.deepEqual(after.data, [{ hidden_at: null }, { hidden_at: null }]);
  });

  it('is empty for members, the author included, and closed to visitors', async () => {
    const { rows } = await stack.pool.query('select count(*)::int as n from public.moderation_log');
    assert.ok(rows[0].n > 0, 'the log has entries');
    for (const member of [author, reporter]) {
      const { data, error } = await member.client.from('moderation_log').select('id');
      assert.ifError(error);
      assert.deepEqual(data, []);
    }
    const anon = await visitor.from('moderation_log').select('id');
    assert.equal(anon.error?.code, '42501');
  });

  it('cannot be written through', async () => {
    const insert = await moderator.client
      .from('moderation_log')
      .insert({ action: 'hide', target_type: 'post', target_id: postId });
    assert.ok(insert.error, 'expected the insert to be refused');
    const { rows } = await stack.pool.query(
      'select count(*)::int as n from public.moderation_actions',
    );
    assert.equal(rows[0].n, 3);
  });
});
