// What the content RLS tests share: alice's post, question, like and follow, bob's heart on her
// question, mallory to attack them, and the proof that an attempt changed nothing.
import assert from 'node:assert/strict';
import { anonClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { signUpMember } from './test-users.ts';

export async function startContentStack() {
  const stack = await startTestStack({ autoconfirm: true });
  const visitor = anonClient(stack);
  const alice = await signUpMember(stack, 'alice_rls');
  const bob = await signUpMember(stack, 'bob_rls');
  const mallory = await signUpMember(stack, 'mallory_rls');
  const post = await alice.client
    .from('posts')
    .insert({
      user_id: alice.id,
      title: 'Alice reviews a kettle',
      category: 'products',
      hashtags: ['kettle'],
    })
    .select('id')
    .single();
  assert.ifError(post.error);
  const alicePost = post.data.id as string;
  const comment = await alice.client
    .from('comments')
    .insert({
      post_id: alicePost,
      user_id: alice.id,
      content: 'Boils fast?',
      comment_type: 'question',
    })
    .select('id')
    .single();
  assert.ifError(comment.error);
  const aliceComment = comment.data.id as string;
  assert.ifError(
    (await bob.client.from('comment_likes').insert({ comment_id: aliceComment, user_id: bob.id }))
      .error,
  );
  assert.ifError(
    (
      await alice.client
        .from('user_follows')
        .insert({ follower_id: alice.id, following_id: bob.id })
    ).error,
  );
  assert.ifError(
    (
      await alice.client
        .from('comments')
        .insert({ post_id: alicePost, user_id: alice.id, content: '', comment_type: 'like' })
    ).error,
  );
  return { stack, visitor, alice, bob, mallory, alicePost, aliceComment };
}

/** Every content row as the superuser sees it, to prove an attack changed nothing. */
async function contentSnapshot(stack: TestStack): Promise<unknown[]> {
  const { rows } = await stack.pool.query(`
    select (select json_agg(p order by id) from public.posts p) as posts,
           (select json_agg(c order by id) from public.comments c) as comments,
           (select json_agg(l order by id) from public.comment_likes l) as comment_likes,
           (select json_agg(f order by id) from public.user_follows f) as user_follows`);
  return rows;
}

/** Runs `attempt` and proves it was refused (an error, or no row affected) and changed nothing. */
export function refusalCheck(stack: TestStack) {
  return async (
    attempt: () => PromiseLike<{ error: unknown; data?: unknown }>,
    refusal: 'error' | 'no rows',
  ): Promise<void> => {
    const before = await contentSnapshot(stack);
    const result = await attempt();
    if (refusal === 'error') assert.ok(result.error, 'expected an error');
    else assert.deepEqual(result.data ?? [], [], 'expected no rows to be affected');
    assert.deepEqual(await contentSnapshot(stack), before);
  };
}
