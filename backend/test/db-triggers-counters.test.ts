import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import type { TestStack } from './helpers/test-stack.ts';
import { insertComment, startTriggerStack, type Member } from './helpers/trigger-stack.ts';

// Triggers: the profile from sign-up metadata, and the counters on posts and comments.

let stack: TestStack;
let alice: Member;
let bob: Member;
let carol: Member;
let alicePost: string;

before(async () => {
  ({ stack, alice, bob, carol, alicePost } = await startTriggerStack());
});

after(async () => {
  await stack?.stop();
});

async function counters(postId: string) {
  const { rows } = await stack.pool.query(
    'select like_count, gripe_count, question_count, discussion_count from public.posts where id = $1',
    [postId],
  );
  return rows[0];
}

async function commentCounters(commentId: string) {
  const { rows } = await stack.pool.query(
    'select like_count, reply_count from public.comments where id = $1',
    [commentId],
  );
  return rows[0];
}

describe('profile from sign-up', () => {
  it('stores username and display name from the metadata', async () => {
    const { rows } = await stack.pool.query(
      'select username, display_name from public.profiles where id = $1',
      [alice.id],
    );
    assert.deepEqual(rows[0], { username: 'Alice_T', display_name: 'Alice_T D' });
  });
  it('fails the sign-up when the username is taken in any case, with the spec message', async () => {
    const attempt = await anonClient(stack).auth.signUp({
      email: 'copycat@example.test',
      password: 'member-passphrase',
      options: { data: { username: 'ALICE_t' } },
    });
    assert.ok(attempt.error);
    const { rowCount } = await stack.pool.query(
      `select 1 from auth.users where email = 'copycat@example.test'`,
    );
    assert.equal(rowCount, 0);
    await assert.rejects(
      stack.pool.query(
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'x@example.test', '{"username": "alice_T"}')`,
      ),
      { message: 'Username is already taken. Please choose another one.' },
    );
  });
  it('fails the sign-up when the username is missing or invalid', async () => {
    for (const metadata of [
      '{}',
      '{"username": "ab"}',
      '{"username": "_bad"}',
      '{"username": "has space"}',
    ]) {
      await assert.rejects(
        stack.pool.query(
          `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'y@example.test', $1)`,
          [metadata],
        ),
        {
          message:
            'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
        },
      );
    }
  });
});

describe('counters', () => {
  it('count reactions and written comments per type, and forget removed ones', async () => {
    await insertComment(bob, { post_id: alicePost, content: '', comment_type: 'like' });
    await insertComment(bob, { post_id: alicePost, content: '', comment_type: 'gripe' });
    await insertComment(carol, { post_id: alicePost, content: '', comment_type: 'like' });
    await insertComment(bob, {
      post_id: alicePost,
      content: 'Burns the edges',
      comment_type: 'gripe',
    });
    const question = await insertComment(carol, {
      post_id: alicePost,
      content: 'Two slots?',
      comment_type: 'question',
    });
    await insertComment(alice, {
      post_id: alicePost,
      content: 'Yes',
      comment_type: 'reply',
      parent_id: question,
    });
    assert.deepEqual(await counters(alicePost), {
      like_count: 2,
      gripe_count: 2,
      question_count: 1,
      discussion_count: 4,
    });

    const removed = await bob.client
      .from('comments')
      .delete()
      .eq('post_id', alicePost)
      .eq('user_id', bob.id)
      .eq('comment_type', 'like')
      .eq('content', '');
    assert.ifError(removed.error);
    assert.deepEqual(await counters(alicePost), {
      like_count: 1,
      gripe_count: 2,
      question_count: 1,
      discussion_count: 3,
    });
  });

  it('count replies and hearts on a comment', async () => {
    const question = await insertComment(carol, {
      post_id: alicePost,
      content: 'Does it beep?',
      comment_type: 'question',
    });
    const reply = await insertComment(alice, {
      post_id: alicePost,
      content: 'Loudly',
      comment_type: 'reply',
      parent_id: question,
    });
    await insertComment(bob, {
      post_id: alicePost,
      content: 'Very',
      comment_type: 'reply',
      parent_id: question,
    });
    assert.ifError(
      (await alice.client.from('comment_likes').insert({ comment_id: question, user_id: alice.id }))
        .error,
    );
    assert.ifError(
      (await bob.client.from('comment_likes').insert({ comment_id: question, user_id: bob.id }))
        .error,
    );
    assert.deepEqual(await commentCounters(question), { like_count: 2, reply_count: 2 });

    assert.ifError((await alice.client.from('comments').delete().eq('id', reply)).error);
    assert.ifError(
      (
        await bob.client
          .from('comment_likes')
          .delete()
          .eq('comment_id', question)
          .eq('user_id', bob.id)
      ).error,
    );
    assert.deepEqual(await commentCounters(question), { like_count: 1, reply_count: 1 });
  });

  it('never lose an increment under concurrent writers', async () => {
    const before = (await counters(alicePost)).question_count;
    const askers = [alice.id, bob.id, carol.id];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stack.pool.query(
          `insert into public.comments (post_id, user_id, content, comment_type) values ($1, $2, $3, 'question')`,
          [alicePost, askers[i % askers.length], `Question ${i}`],
        ),
      ),
    );
    assert.equal((await counters(alicePost)).question_count, before + 20);
  });

  it('never go below zero', async () => {
    await stack.pool.query('update public.posts set gripe_count = 0 where id = $1', [alicePost]);
    assert.ifError(
      (
        await bob.client
          .from('comments')
          .delete()
          .eq('post_id', alicePost)
          .eq('user_id', bob.id)
          .eq('comment_type', 'gripe')
      ).error,
    );
    assert.equal((await counters(alicePost)).gripe_count, 0);
  });
});
