import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestStack } from './helpers/test-stack.ts';
import { insertComment, startTriggerStack, type Member } from './helpers/trigger-stack.ts';

// Triggers: the notifications each action writes (and the ones it must not write).

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

before(async () => {
  ({ stack, alice, bob, carol, alicePost } = await startTriggerStack());
});

after(async () => {
  await stack?.stop();
});

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

/** Bob writes `comment` on alice's post: its id, and the notifications it created. */
async function bobWrites(comment: { content: string; comment_type: string; parent_id?: string }) {
  let id = '';
  const created = await notificationsFrom(async () => {
    const result = await bob.client
      .from('comments')
      .insert({ post_id: alicePost, user_id: bob.id, ...comment })
      .select('id')
      .single();
    id = result.data?.id ?? '';
    return result;
  });
  return { id, created };
}

/** In one recipient order, so a list compares with an expected one whatever the members' ids. */
const byRecipient = (list: NewNotification[]) => [...list].sort((a, b) => a.to.localeCompare(b.to));

/** Earlier unread mentions by the same member in the same post would take in a new one (folding). */
async function markAllRead(): Promise<void> {
  await stack.pool.query('update public.notifications set read = true');
}

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
      message: 'bob_t D mentioned you in the post "Ask @alice_t"',
      metadata: { content_type: 'posts', content_id: postId },
    });
    assert.deepEqual(byRecipient(created), byRecipient([mention(alice.id), mention(carol.id)]));
  });

  it('tell the author about a written comment and the mentioned about a mention in it', async () => {
    const { id: commentId, created } = await bobWrites({
      content: 'Ask @carol_t',
      comment_type: 'like',
    });
    assert.deepEqual(
      byRecipient(created),
      byRecipient([
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
          message: 'bob_t D mentioned you in a comment on "Toaster"',
          metadata: { content_type: 'comments', content_id: commentId },
        },
      ]),
    );
  });

  it('tell a post author mentioned in a gripe on their post once, and the others named in it', async () => {
    await markAllRead();
    const { id: commentId, created } = await bobWrites({
      content: 'Crumbs everywhere, @alice_t and @carol_t',
      comment_type: 'gripe',
    });
    assert.deepEqual(
      byRecipient(created),
      byRecipient([
        {
          to: alice.id,
          type: 'comment',
          title: 'New comment',
          message: 'bob_t D shared a gripe on your post "Toaster"',
          metadata: { content_type: 'comments', content_id: commentId },
        },
        {
          to: carol.id,
          type: 'mention',
          title: 'You were mentioned',
          message: 'bob_t D mentioned you in a comment on "Toaster"',
          metadata: { content_type: 'comments', content_id: commentId },
        },
      ]),
    );
  });

  it('tell a commenter mentioned in a reply to their comment once', async () => {
    await markAllRead();
    const parent = await insertComment(carol, {
      post_id: alicePost,
      content: 'Which slot is wider?',
      comment_type: 'question',
    });
    const { id: replyId, created } = await bobWrites({
      content: '@carol_t the left one',
      comment_type: 'reply',
      parent_id: parent,
    });
    assert.deepEqual(created, [
      {
        to: carol.id,
        type: 'comment',
        title: 'New reply',
        message: 'bob_t D replied to your comment',
        metadata: { content_type: 'comments', content_id: replyId },
      },
    ]);
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
