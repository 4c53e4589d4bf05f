import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';
import { createPost, makeModerator } from './helpers/moderation-stack.ts';

// Hidden content through supabase-js, beyond the feed: its author cannot edit it (but may delete
// it); it counts for nobody's reputation, and hiding brings the author's trust level down at once;
// the comments, replies, hearts and comment summary of a hidden post are readable only by the
// post's author and the moderators.

let stack: TestStack;
let visitor: SupabaseClient;
let moderator: Member;
let author: Member;
let commenter: Member;
let reader: Member;

async function comment(
  member: Member,
  postId: string,
  fields: { content: string; comment_type: string; parent_id?: string },
): Promise<string> {
  const { data, error } = await member.client
    .from('comments')
    .insert({ post_id: postId, user_id: member.id, ...fields })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

async function hide(targetType: 'post' | 'comment', targetId: string): Promise<void> {
  const { error } = await moderator.client.rpc('moderate_content', {
    _target_type: targetType,
    _target_id: targetId,
    _action: 'hide',
  });
  assert.ifError(error);
}

async function reputation(member: Member) {
  const { data, error } = await visitor.rpc('calculate_user_reputation', { _user_id: member.id });
  assert.ifError(error);
  return data as {
    total_posts_count: number;
    total_likes_received: number;
    total_reactions_given: number;
  };
}

async function storedTrustLevel(member: Member): Promise<string | undefined> {
  const { rows } = await stack.pool.query<{ trust_level: string }>(
    'select trust_level from public.user_reputation where user_id = $1',
    [member.id],
  );
  return rows[0]?.trust_level;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  moderator = await signUpMember(stack, 'hid_mod');
  author = await signUpMember(stack, 'hid_author');
  commenter = await signUpMember(stack, 'hid_commenter');
  reader = await signUpMember(stack, 'hid_reader');
  await makeModerator(stack, moderator);
});

after(async () => {
  await stack?.stop();
});

describe('editing hidden content', () => {
  it('the author cannot edit a hidden post, with a clear sentence, but may delete it', async () => {
    const postId = await createPost(author, 'Rusty scooter');
    await hide('post', postId);
    const edit = await author.client
      .from('posts')
      .update({ title: 'Shiny scooter' })
      .eq('id', postId);
    assert.ok(edit.error, 'expected the edit of a hidden post to be refused');
    assert.equal(edit.error.code, '42501');
    assert.equal(
      edit.error.message,
      'This post was removed by a moderator and can no longer be edited.',
    );
    const { rows } = await stack.pool.query('select title from public.posts where id = $1', [
      postId,
    ]);
    assert.equal(rows[0]?.title, 'Rusty scooter');

    const removed = await author.client.from('posts').delete().eq('id', postId).select('id');
    assert.ifError(removed.error);
    assert.deepEqual(removed.data, [{ id: postId }]);
  });

  it('the author cannot edit a hidden comment, but may delete it', async () => {
    const postId = await createPost(author, 'Quiet fridge');
    const commentId = await comment(commenter, postId, {
      content: 'Loud, not quiet',
      comment_type: 'gripe',
    });
    await hide('comment', commentId);
    const edit = await commenter.client
      .from('comments')
      .update({ content: 'Fine' })
      .eq('id', commentId);
    assert.ok(edit.error, 'expected the edit of a hidden comment to be refused');
    assert.equal(edit.error.code, '42501');
    assert.equal(
      edit.error.message,
      'This comment was removed by a moderator and can no longer be edited.',
    );
    const removed = await commenter.client
      .from('comments')
      .delete()
      .eq('id', commentId)
      .select('id');
    assert.ifError(removed.error);
    assert.deepEqual(removed.data, [{ id: commentId }]);
  });
});

describe('reputation', () => {
  it('leaves hidden posts and comments out, written and received', async () => {
    const member = await signUpMember(stack, 'hid_rep');
    const kept = await createPost(member, 'Kept post');
    const hiddenPost = await createPost(member, 'Hidden post');
    await comment(commenter, kept, { content: '', comment_type: 'like' });
    await comment(commenter, hiddenPost, { content: '', comment_type: 'like' });
    const hiddenReaction = await comment(reader, kept, {
      content: 'Love it',
      comment_type: 'like',
    });
    const hiddenGiven = await comment(member, await createPost(reader, 'Reader post'), {
      content: 'Nice one',
      comment_type: 'like',
    });

    const before = await reputation(member);
    assert.equal(before.total_posts_count, 2);
    assert.equal(before.total_likes_received, 3);
    assert.equal(before.total_reactions_given, 1);

    await hide('post', hiddenPost);
    await hide('comment', hiddenReaction);
    await hide('comment', hiddenGiven);
    const after = await reputation(member);
    assert.equal(after.total_posts_count, 1);
    assert.equal(after.total_likes_received, 1);
    assert.equal(after.total_reactions_given, 0);
  });

  it('hiding brings the author’s trust level down without anyone recomputing it', async () => {
    const member = await signUpMember(stack, 'hid_level');
    const postId = await createPost(member, 'Only post');
    await reputation(member);
    assert.equal(await storedTrustLevel(member), 'bronze');
    await hide('post', postId);
    assert.equal(await storedTrustLevel(member), 'new');
  });
});

describe('the comments of a hidden post', () => {
  let postId: string;
  let topId: string;
  let replyId: string;

  before(async () => {
    postId = await createPost(author, 'Folding bike');
    topId = await comment(commenter, postId, {
      content: 'Great folding bike',
      comment_type: 'like',
    });
    replyId = await comment(reader, postId, {
      content: 'Agreed',
      comment_type: 'reply',
      parent_id: topId,
    });
    const heart = await reader.client
      .from('comment_likes')
      .insert({ comment_id: topId, user_id: reader.id });
    assert.ifError(heart.error);
    await hide('post', postId);
  });

  it('are readable by nobody else: comments, replies, hearts and the summary', async () => {
    for (const [who, client] of [
      ['a visitor', visitor],
      ['another member', reader.client],
      ['the comment’s author', commenter.client],
    ] as const) {
      const comments = await client.from('comments').select('id').eq('post_id', postId);
      assert.ifError(comments.error);
      assert.deepEqual(comments.data, [], `${who} reads no comment`);
      const details = await client.from('comment_details').select('id').in('id', [topId, replyId]);
      assert.ifError(details.error);
      assert.deepEqual(details.data, [], `${who} reads no comment detail`);
      const hearts = await client
        .from('comment_likes')
        .select('comment_id')
        .eq('comment_id', topId);
      assert.ifError(hearts.error);
      assert.deepEqual(hearts.data, [], `${who} reads no heart`);
      const summary = await client.rpc('post_comment_summary', { _post_id: postId });
      assert.ifError(summary.error);
      assert.equal((summary.data as { like_count: number }).like_count, 0, `${who} counts nothing`);
      assert.deepEqual((summary.data as { top_positive_words: string[] }).top_positive_words, []);
    }
  });

  it('stay readable by the post’s author and the moderators', async () => {
    for (const client of [author.client, moderator.client]) {
      const comments = await client
        .from('comment_details')
        .select('id, like_count')
        .eq('post_id', postId);
      assert.ifError(comments.error);
      assert.equal(comments.data.length, 2);
      const summary = await client.rpc('post_comment_summary', { _post_id: postId });
      assert.ifError(summary.error);
      assert.equal((summary.data as { like_count: number }).like_count, 1);
    }
  });

  it('come back with the post', async () => {
    const restored = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'restore',
    });
    assert.ifError(restored.error);
    const comments = await visitor.from('comments').select('id').eq('post_id', postId);
    assert.ifError(comments.error);
    assert.equal(comments.data.length, 2);
  });
});
