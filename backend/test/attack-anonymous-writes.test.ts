import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { png, refusalCheck, startAnonymousStack } from './helpers/anonymous-stack.ts';
import { serviceClient } from './helpers/supabase-clients.ts';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';

// Writing as an anonymous user, with anonymous sign-ins switched on: its access token has the role
// `authenticated` (and `is_anonymous: true`), so every policy written for members would let it in.
// It signs in through supabase-js and tries every write a member may make; each is refused and a
// superuser read shows nothing changed, while it still reads what members read. bob, a signed-up
// member, makes the same writes, so a refusal is the anonymous user's and not a bad request's.

type Attempt = () => PromiseLike<{ error: unknown; data?: unknown }>;

let stack: TestStack;
let alice: Member;
let bob: Member;
let anonymous: Member;
let alicePost: string;
let aliceQuestion: string;
let planted: Awaited<ReturnType<typeof startAnonymousStack>>['planted'];
let assertRefusedWithoutChange: ReturnType<typeof refusalCheck>;

/** The writes a member makes of their own accord, each as `member`. */
const memberWrites: Record<string, (member: Member) => ReturnType<Attempt>> = {
  'share a post': ({ client, id }) =>
    client.from('posts').insert({ user_id: id, title: 'My first review' }),
  comment: ({ client, id }) =>
    client
      .from('comments')
      .insert({ post_id: alicePost, user_id: id, content: 'Nice!', comment_type: 'question' }),
  'react with a like': ({ client, id }) =>
    client
      .from('comments')
      .insert({ post_id: alicePost, user_id: id, content: '', comment_type: 'like' }),
  'be listed as reading a post': ({ client }) =>
    client.from('post_readers').upsert({ post_id: alicePost }),
  'heart a comment': ({ client, id }) =>
    client.from('comment_likes').insert({ comment_id: aliceQuestion, user_id: id }),
  'follow a member': ({ client, id }) =>
    client.from('user_follows').insert({ follower_id: id, following_id: alice.id }),
  'report a post': ({ client, id }) =>
    client.from('reports').insert({
      target_type: 'post',
      target_id: alicePost,
      reporter_id: id,
      reason: 'spam',
    }),
  'upload post media': ({ client, id }) =>
    client.storage.from('post-media').upload(`${id}/photo.png`, png, { contentType: 'image/png' }),
  'upload an avatar': ({ client, id }) =>
    client.storage.from('avatars').upload(`${id}/avatar.png`, png, { contentType: 'image/png' }),
};

before(async () => {
  ({ stack, alice, bob, anonymous, alicePost, aliceQuestion, planted } =
    await startAnonymousStack());
  assertRefusedWithoutChange = refusalCheck(stack);
});

after(async () => {
  for (const member of [alice, bob, anonymous]) await member?.client.removeAllChannels();
  await stack?.stop();
});

describe('a signed-up member', () => {
  for (const [name, write] of Object.entries(memberWrites))
    it(`may ${name}`, async () => {
      const { error } = await write(bob);
      assert.equal(error, null);
    });
});

describe('an anonymous user', () => {
  it('still reads what members read', async () => {
    const { client } = anonymous;
    const feed = await client.from('feed_cards').select('id');
    assert.ifError(feed.error);
    assert.ok(feed.data.some((row) => row.id === alicePost));
    const page = await client.rpc('post_page', { _post_id: alicePost }, { get: true });
    assert.ifError(page.error);
    const comments = await client.from('comment_details').select('id').eq('post_id', alicePost);
    assert.ifError(comments.error);
    assert.ok(comments.data.some((row) => row.id === aliceQuestion));
    const profile = await client.from('profiles').select('username').eq('id', alice.id);
    assert.equal(profile.data?.length, 1);
    // The profile page's reputation card recomputes the score it shows, for visitors too.
    const reputation = await client.rpc('calculate_user_reputation', { _user_id: alice.id });
    assert.ifError(reputation.error);
    const notifications = await client.from('notifications').select('type');
    assert.deepEqual(notifications.data, [{ type: 'follow' }]);
    const files = await client.storage.from('avatars').list(anonymous.id);
    assert.deepEqual(
      files.data?.map((file) => file.name),
      ['planted.png'],
    );
  });

  for (const [name, write] of Object.entries(memberWrites))
    it(`may not ${name}`, async () => {
      const error = await assertRefusedWithoutChange(() => write(anonymous), 'error');
      assert.match(String((error as Error).message), /violates row-level security policy/);
    });

  const changes: Record<string, Attempt> = {
    'edit its profile': () =>
      anonymous.client
        .from('profiles')
        .update({ display_name: 'Not so anonymous' })
        .eq('id', anonymous.id)
        .select('id'),
    'mark its notification read': () =>
      anonymous.client
        .from('notifications')
        .update({ read: true })
        .eq('user_id', anonymous.id)
        .select('id'),
    'edit a post it wrote before': () =>
      anonymous.client
        .from('posts')
        .update({ title: 'Edited' })
        .eq('id', planted.post)
        .select('id'),
    'edit a comment it wrote before': () =>
      anonymous.client
        .from('comments')
        .update({ content: 'Edited' })
        .eq('id', planted.comment)
        .select('id'),
    'delete a post it wrote before': () =>
      anonymous.client.from('posts').delete().eq('id', planted.post).select('id'),
    'delete a comment it wrote before': () =>
      anonymous.client.from('comments').delete().eq('id', planted.comment).select('id'),
    'take back a heart': () =>
      anonymous.client
        .from('comment_likes')
        .delete()
        .eq('comment_id', planted.heartedComment)
        .eq('user_id', anonymous.id)
        .select('id'),
    unfollow: () =>
      anonymous.client
        .from('user_follows')
        .delete()
        .eq('follower_id', anonymous.id)
        .eq('following_id', bob.id)
        .select('id'),
    'delete its file': () => anonymous.client.storage.from('avatars').remove([planted.file]),
  };
  for (const [name, change] of Object.entries(changes))
    it(`may not ${name}`, async () => {
      await assertRefusedWithoutChange(change, 'no rows');
    });

  it('may not overwrite its file', async () => {
    const error = await assertRefusedWithoutChange(
      () =>
        anonymous.client.storage
          .from('avatars')
          .upload(planted.file, png, { contentType: 'image/png', upsert: true }),
      'error',
    );
    assert.match(String((error as Error).message), /violates row-level security policy/);
  });

  it('may not moderate, even when listed as a moderator', async () => {
    const service = serviceClient(stack);
    assert.ifError((await service.from('moderators').insert({ user_id: anonymous.id })).error);
    try {
      const error = await assertRefusedWithoutChange(
        () =>
          anonymous.client.rpc('moderate_content', {
            _target_type: 'post',
            _target_id: alicePost,
            _action: 'hide',
          }),
        'error',
      );
      assert.equal((error as { message: string }).message, 'Only moderators can do that.');
    } finally {
      await service.from('moderators').delete().eq('user_id', anonymous.id);
    }
  });
});
