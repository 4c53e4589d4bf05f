// What the anonymous-writes tests share: a stack with anonymous sign-ins on, alice's post, question
// and answer, bob (a signed-up member) and an anonymous user signed in through supabase-js, with rows
// the anonymous user would own had it written them (a post, a comment, a heart, a follow, a file,
// a notification), planted by the superuser, and the proof that an attempt changed nothing.
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { realPng } from './storage-attack.ts';
import { anonClient, serviceClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './test-users.ts';

export const png = realPng;

async function insertReturningId(stack: TestStack, sql: string, values: unknown[]) {
  const { rows } = await stack.pool.query<{ id: string }>(sql, values);
  assert.ok(rows[0]);
  return rows[0].id;
}

export async function startAnonymousStack() {
  const stack = await startTestStack({ anonymousUsersEnabled: true, autoconfirm: true });
  const alice = await signUpMember(stack, uniqueUsername('alice'));
  const bob = await signUpMember(stack, uniqueUsername('bob'));
  const post = await alice.client
    .from('posts')
    .insert({ user_id: alice.id, title: 'Alice reviews a kettle', category: 'products' })
    .select('id')
    .single();
  assert.ifError(post.error);
  const alicePost = post.data.id as string;
  const question = await alice.client
    .from('comments')
    .insert({
      post_id: alicePost,
      user_id: alice.id,
      content: 'Boils fast?',
      comment_type: 'question',
    })
    .select('id')
    .single();
  assert.ifError(question.error);
  const aliceQuestion = question.data.id as string;
  const answer = await alice.client
    .from('comments')
    .insert({
      post_id: alicePost,
      user_id: alice.id,
      content: 'In a minute.',
      comment_type: 'like',
    })
    .select('id')
    .single();
  assert.ifError(answer.error);

  // The username is what the profile trigger needs; an anonymous user may send metadata too.
  const client: SupabaseClient = anonClient(stack);
  const signIn = await client.auth.signInAnonymously({
    options: { data: { username: uniqueUsername('anon') } },
  });
  assert.ifError(signIn.error);
  assert.equal(signIn.data.user?.is_anonymous, true);
  const anonymous: Member = { id: signIn.data.user.id, client };

  const planted = {
    post: await insertReturningId(
      stack,
      `insert into public.posts (user_id, title) values ($1, 'Written before') returning id`,
      [anonymous.id],
    ),
    comment: await insertReturningId(
      stack,
      `insert into public.comments (post_id, user_id, content, comment_type)
       values ($1, $2, 'Also before', 'question') returning id`,
      [alicePost, anonymous.id],
    ),
    file: `${anonymous.id}/planted.png`,
    heartedComment: answer.data.id as string,
  };
  await stack.pool.query('insert into public.comment_likes (comment_id, user_id) values ($1, $2)', [
    answer.data.id,
    anonymous.id,
  ]);
  await stack.pool.query(
    'insert into public.user_follows (follower_id, following_id) values ($1, $2)',
    [anonymous.id, bob.id],
  );
  // alice following the anonymous user notifies it: a notification it may read.
  assert.ifError(
    (
      await alice.client
        .from('user_follows')
        .insert({ follower_id: alice.id, following_id: anonymous.id })
    ).error,
  );
  const upload = await serviceClient(stack)
    .storage.from('avatars')
    .upload(planted.file, png, { contentType: 'image/png' });
  assert.ifError(upload.error);

  return { stack, alice, bob, anonymous, alicePost, aliceQuestion, planted };
}

/** Every row an anonymous write could touch, as the superuser sees it. */
async function writableSnapshot(stack: TestStack): Promise<unknown[]> {
  const { rows } = await stack.pool.query(`
    select (select json_agg(p order by id) from public.posts p) as posts,
           (select json_agg(c order by id) from public.comments c) as comments,
           (select json_agg(l order by id) from public.comment_likes l) as comment_likes,
           (select json_agg(f order by id) from public.user_follows f) as user_follows,
           (select json_agg(r order by id) from public.reports r) as reports,
           (select json_agg(p order by id) from public.profiles p) as profiles,
           (select json_agg(n order by id) from public.notifications n) as notifications,
           (select json_agg(m order by id) from public.moderation_actions m) as moderation_actions,
           (select json_agg(json_build_array(o.bucket_id, o.name, o.updated_at, o.metadata)
                            order by o.id) from storage.objects o) as objects`);
  return rows;
}

/**
 * Runs `attempt` and proves it was refused (an error, or no row affected) and changed nothing;
 * answers the error, if any.
 */
export function refusalCheck(stack: TestStack) {
  return async (
    attempt: () => PromiseLike<{ error: unknown; data?: unknown }>,
    refusal: 'error' | 'no rows',
  ): Promise<unknown> => {
    const before = await writableSnapshot(stack);
    const result = await attempt();
    if (refusal === 'error') assert.ok(result.error, 'expected an error');
    else {
      assert.equal(result.error, null);
      assert.deepEqual(result.data ?? [], [], 'expected no rows to be affected');
    }
    assert.deepEqual(await writableSnapshot(stack), before);
    return result.error;
  };
}
