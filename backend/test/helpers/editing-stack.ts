// What the editing tests share: three members, alice's post with her question, bob's reply and
// bob's reaction, and superuser reads of the rows they check.
import assert from 'node:assert/strict';
import { anonClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { signUpMember } from './test-users.ts';

const MEDIA = ['https://example.com/kettle.png'];

export async function startEditingStack() {
  const stack = await startTestStack({ autoconfirm: true });
  const visitor = anonClient(stack);
  const alice = await signUpMember(stack, 'alice_edit');
  const bob = await signUpMember(stack, 'bob_edit');
  const mallory = await signUpMember(stack, 'mallory_edit');

  const post = await alice.client
    .from('posts')
    .insert({
      user_id: alice.id,
      title: 'Alice reviews a kettle',
      description: 'It boils.',
      category: 'products',
      media_urls: MEDIA,
      link_url: 'https://example.com/kettle',
      hashtags: ['kettle'],
    })
    .select('id')
    .single();
  assert.ifError(post.error);
  const postId = post.data.id as string;

  const question = await alice.client
    .from('comments')
    .insert({
      post_id: postId,
      user_id: alice.id,
      content: 'Boils fast?',
      comment_type: 'question',
    })
    .select('id')
    .single();
  assert.ifError(question.error);
  const questionId = question.data.id as string;

  const reply = await bob.client
    .from('comments')
    .insert({
      post_id: postId,
      user_id: bob.id,
      content: 'In a minute.',
      comment_type: 'reply',
      parent_id: questionId,
    })
    .select('id')
    .single();
  assert.ifError(reply.error);
  const replyId = reply.data.id as string;

  const reaction = await bob.client
    .from('comments')
    .insert({ post_id: postId, user_id: bob.id, content: '', comment_type: 'like' })
    .select('id')
    .single();
  assert.ifError(reaction.error);
  const reactionId = reaction.data.id as string;

  assert.ifError(
    (await bob.client.from('comment_likes').insert({ comment_id: questionId, user_id: bob.id }))
      .error,
  );
  return { stack, visitor, alice, bob, mallory, postId, questionId, replyId, reactionId };
}

/** Reads as the superuser, so a refused edit shows the row as it still is. */
export function editingReads(stack: TestStack) {
  return {
    async postRow(id: string): Promise<Record<string, unknown>> {
      const { rows } = await stack.pool.query('select * from public.posts where id = $1', [id]);
      assert.equal(rows.length, 1);
      return rows[0] as Record<string, unknown>;
    },
    async commentRow(id: string): Promise<Record<string, unknown>> {
      const { rows } = await stack.pool.query('select * from public.comments where id = $1', [id]);
      assert.equal(rows.length, 1);
      return rows[0] as Record<string, unknown>;
    },
    async mentionCount(userId: string, contentId: string): Promise<number> {
      const { rows } = await stack.pool.query<{ n: number }>(
        `select count(*)::int as n from public.notifications
          where user_id = $1 and type = 'mention' and metadata->>'content_id' = $2`,
        [userId, contentId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
