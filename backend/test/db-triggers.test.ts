import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// Triggers: the profile from sign-up metadata, the counters on posts and comments, and the
// notifications each action writes (and the ones it must not write).

interface Member {
  id: string;
  username: string;
  client: SupabaseClient;
}

interface NewNotification {
  to: string;
  type: string;
  title: string;
  message: string;
  metadata: Record<string, string>;
}

let stack: TestStack;
let alice: Member;
let bob: Member;
let carol: Member;
let alicePost: string;

async function signUp(username: string): Promise<Member> {
  const client = anonClient(stack);
  const { data, error } = await client.auth.signUp({
    email: `${username.toLowerCase()}@example.test`,
    password: 'member-passphrase',
    options: { data: { username, display_name: `${username} D` } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error(`no session for ${username}`);
  return { id: data.user.id, username, client };
}

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

/** Runs `action` and returns the notifications it created, for every recipient. */
async function notificationsFrom(
  action: () => PromiseLike<{ error: unknown }>,
): Promise<NewNotification[]> {
  const { rows: seen } = await stack.pool.query('select id from public.notifications');
  const { error } = await action();
  assert.ifError(error);
  const { rows } = await stack.pool.query(
    `select user_id as "to", type, title, message, metadata from public.notifications
      where not (id = any($1::uuid[])) order by user_id, type`,
    [seen.map((row) => row.id)],
  );
  return rows;
}

async function insertComment(
  by: Member,
  fields: { post_id: string; content: string; comment_type: string; parent_id?: string },
) {
  const { data, error } = await by.client
    .from('comments')
    .insert({ user_id: by.id, ...fields })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  alice = await signUp('Alice_T');
  bob = await signUp('bob_t');
  carol = await signUp('carol_t');
  const { data, error } = await alice.client
    .from('posts')
    .insert({ user_id: alice.id, title: 'Toaster' })
    .select('id')
    .single();
  assert.ifError(error);
  alicePost = data.id;
});

after(async () => {
  await stack?.stop();
});

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

describe('notifications', () => {
  it('tell the followed member who follows them', async () => {
    const created = await notificationsFrom(() =>
      bob.client.from('user_follows').insert({ follower_id: bob.id, following_id: alice.id }),
    );
    assert.deepEqual(created, [
      {
        to: alice.id,
        type: 'follow',
        title: 'New follower',
        message: 'bob_t D started following you',
        metadata: { follower_username: 'bob_t' },
      },
    ]);
  });

  it('tell each member mentioned in a post once, never the author', async () => {
    let postId = '';
    const created = await notificationsFrom(async () => {
      const result = await bob.client
        .from('posts')
        .insert({
          user_id: bob.id,
          title: 'Ask @alice_t',
          description: '@ALICE_T and @carol_t, also me @bob_t and @nobody',
        })
        .select('id')
        .single();
      postId = result.data?.id ?? '';
      return result;
    });
    const mention = (to: string) => ({
      to,
      type: 'mention',
      title: 'You were mentioned',
      message: 'bob_t D mentioned you in a post',
      metadata: { content_type: 'posts', content_id: postId },
    });
    assert.deepEqual(
      created.sort((a, b) => a.to.localeCompare(b.to)),
      [mention(alice.id), mention(carol.id)].sort((a, b) => a.to.localeCompare(b.to)),
    );
  });

  it('tell the author about a written comment and the mentioned about a mention in it', async () => {
    let commentId = '';
    const created = await notificationsFrom(async () => {
      const result = await bob.client
        .from('comments')
        .insert({
          post_id: alicePost,
          user_id: bob.id,
          content: 'Ask @carol_t',
          comment_type: 'like',
        })
        .select('id')
        .single();
      commentId = result.data?.id ?? '';
      return result;
    });
    assert.deepEqual(
      created.sort((a, b) => a.to.localeCompare(b.to)),
      [
        {
          to: alice.id,
          type: 'comment',
          title: 'New comment',
          message: 'bob_t D shared a like on your post "Toaster"',
          metadata: { content_type: 'comments', content_id: commentId },
        },
        {
          to: carol.id,
          type: 'mention',
          title: 'You were mentioned',
          message: 'bob_t D mentioned you in a comment',
          metadata: { content_type: 'comments', content_id: commentId },
        },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
  });

  it('tell the author about a like reaction but not a gripe reaction', async () => {
    const liked = await notificationsFrom(() =>
      carol.client
        .from('comments')
        .insert({ post_id: alicePost, user_id: carol.id, content: '', comment_type: 'gripe' }),
    );
    assert.deepEqual(liked, []);
    await carol.client
      .from('comments')
      .delete()
      .eq('post_id', alicePost)
      .eq('user_id', carol.id)
      .eq('comment_type', 'like')
      .eq('content', '');
    const created = await notificationsFrom(() =>
      carol.client
        .from('comments')
        .insert({ post_id: alicePost, user_id: carol.id, content: '', comment_type: 'like' }),
    );
    assert.deepEqual(created, [
      {
        to: alice.id,
        type: 'like',
        title: 'New like',
        message: 'carol_t D liked your post "Toaster"',
        metadata: { content_type: 'posts', content_id: alicePost },
      },
    ]);
  });

  it('tell a commenter about a heart and a reply', async () => {
    const comment = await insertComment(bob, {
      post_id: alicePost,
      content: 'Crumb tray is great',
      comment_type: 'like',
    });
    const hearted = await notificationsFrom(() =>
      carol.client.from('comment_likes').insert({ comment_id: comment, user_id: carol.id }),
    );
    assert.deepEqual(hearted, [
      {
        to: bob.id,
        type: 'like',
        title: 'New like',
        message: 'carol_t D liked your comment',
        metadata: { content_type: 'comments', content_id: comment },
      },
    ]);
    let replyId = '';
    const replied = await notificationsFrom(async () => {
      const result = await carol.client
        .from('comments')
        .insert({
          post_id: alicePost,
          user_id: carol.id,
          content: 'Agreed',
          comment_type: 'reply',
          parent_id: comment,
        })
        .select('id')
        .single();
      replyId = result.data?.id ?? '';
      return result;
    });
    assert.deepEqual(replied, [
      {
        to: bob.id,
        type: 'comment',
        title: 'New reply',
        message: 'carol_t D replied to your comment',
        metadata: { content_type: 'comments', content_id: replyId },
      },
    ]);
  });

  it('say nothing when members act on their own content', async () => {
    const own = await insertComment(alice, {
      post_id: alicePost,
      content: 'My own note',
      comment_type: 'question',
    });
    const actions = [
      () =>
        alice.client
          .from('comments')
          .insert({ post_id: alicePost, user_id: alice.id, content: '', comment_type: 'like' }),
      () =>
        alice.client.from('comments').insert({
          post_id: alicePost,
          user_id: alice.id,
          content: 'Me again @Alice_T',
          comment_type: 'gripe',
        }),
      () => alice.client.from('comment_likes').insert({ comment_id: own, user_id: alice.id }),
      () =>
        alice.client.from('comments').insert({
          post_id: alicePost,
          user_id: alice.id,
          content: 'Self reply',
          comment_type: 'reply',
          parent_id: own,
        }),
      () => alice.client.from('posts').insert({ user_id: alice.id, title: 'Note to @alice_t' }),
    ];
    for (const action of actions) assert.deepEqual(await notificationsFrom(action), []);
  });
});
