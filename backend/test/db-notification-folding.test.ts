import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Folding repeated notifications: while alice has an unread follow from one member, that member
// following again (after unfollowing) adds no new notification; while she has an unread mention by
// one member in a post, more mentions by that member in the post or its comments add none either,
// and the one she has points at the newest text. Another member, another post, or a notification
// already read starts a new one. Likes and comments are never folded. Writes go through supabase-js; the
// notifications are read as alice reads them.

let stack: TestStack;
let alice: Member & { username: string };
let bob: Member;
let carol: Member;

interface NotificationRow {
  id: string;
  type: string;
  read: boolean;
  message: string;
  metadata: { content_id?: string; follower_username?: string };
}

async function aliceNotifications(type: string): Promise<NotificationRow[]> {
  const { data, error } = await alice.client
    .from('notifications')
    .select('id, type, read, message, metadata')
    .eq('user_id', alice.id)
    .eq('type', type)
    .order('created_at', { ascending: true });
  assert.ifError(error);
  return data as NotificationRow[];
}

async function follow(member: Member): Promise<void> {
  const { error } = await member.client
    .from('user_follows')
    .insert({ follower_id: member.id, following_id: alice.id });
  assert.ifError(error);
}

async function unfollow(member: Member): Promise<void> {
  const { error } = await member.client
    .from('user_follows')
    .delete()
    .eq('follower_id', member.id)
    .eq('following_id', alice.id);
  assert.ifError(error);
}

async function postMentioningAlice(member: Member, title: string): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({ user_id: member.id, title, description: `What do you think, @${alice.username}?` })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  const username = uniqueUsername('alice');
  alice = { ...(await signUpMember(stack, username)), username };
  bob = await signUpMember(stack, uniqueUsername('bob'));
  carol = await signUpMember(stack, uniqueUsername('carol'));
});
after(async () => {
  await stack?.stop();
});

describe('repeated notifications', () => {
  it('fold follow, unfollow, follow again into the one unread follow', async () => {
    await follow(bob);
    for (let i = 0; i < 3; i += 1) {
      await unfollow(bob);
      await follow(bob);
    }
    const follows = await aliceNotifications('follow');
    assert.equal(follows.length, 1);
    assert.equal(follows[0]?.read, false);
  });

  it('keep follows from different members apart', async () => {
    await follow(carol);
    assert.equal((await aliceNotifications('follow')).length, 2);
  });

  it('start a new follow notification once the earlier one was read', async () => {
    const { error } = await alice.client
      .from('notifications')
      .update({ read: true })
      .eq('user_id', alice.id)
      .eq('type', 'follow');
    assert.ifError(error);
    await unfollow(bob);
    await follow(bob);
    const follows = await aliceNotifications('follow');
    assert.deepEqual(
      follows.map((row) => row.read),
      [true, true, false],
    );
  });

  it('fold repeated mentions in one post and its comments into one pointing at the newest', async () => {
    const post = await postMentioningAlice(bob, 'First question for alice');
    let newest = '';
    for (const content of ['one more thing', 'and another']) {
      const { data: comment, error } = await bob.client
        .from('comments')
        .insert({
          post_id: post,
          user_id: bob.id,
          content: `@${alice.username} ${content}`,
          comment_type: 'question',
        })
        .select('id')
        .single();
      assert.ifError(error);
      newest = comment.id as string;
    }
    const mentions = await aliceNotifications('mention');
    assert.equal(mentions.length, 1);
    assert.equal(mentions[0]?.metadata.content_id, newest);
    assert.match(
      mentions[0]?.message ?? '',
      /mentioned you in a comment on "First question for alice"$/,
    );
  });

  it('keep mentions in another post, or by another member, apart', async () => {
    const second = await postMentioningAlice(bob, 'Second question for alice');
    const carolsPost = await postMentioningAlice(carol, 'Carol asks alice');
    const mentions = await aliceNotifications('mention');
    assert.deepEqual(
      mentions.slice(1).map((row) => row.metadata.content_id),
      [second, carolsPost],
    );
  });

  it('never fold comments or likes', async () => {
    const { data: post, error } = await alice.client
      .from('posts')
      .insert({ user_id: alice.id, title: 'Alice asks for reviews' })
      .select('id')
      .single();
    assert.ifError(error);
    for (const content of ['First comment', 'Second comment']) {
      const written = await bob.client
        .from('comments')
        .insert({ post_id: post.id, user_id: bob.id, content, comment_type: 'question' });
      assert.ifError(written.error);
    }
    assert.equal((await aliceNotifications('comment')).length, 2);
  });
});
