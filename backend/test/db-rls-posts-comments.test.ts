import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';
import { refusalCheck, startContentStack } from './helpers/rls-content-stack.ts';

// The attack matrix on public content, posts and comments: a visitor and a signed-in second member
// (mallory) try every forbidden write on alice's posts and comments. Each attempt is refused, and
// a superuser read of the tables shows nothing changed.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let mallory: Member;
let alicePost: string;
let aliceComment: string;
let assertRefusedWithoutChange: ReturnType<typeof refusalCheck>;

before(async () => {
  ({ stack, visitor, alice, mallory, alicePost, aliceComment } = await startContentStack());
  assertRefusedWithoutChange = refusalCheck(stack);
});

after(async () => {
  await stack?.stop();
});

describe('posts', () => {
  it('a visitor cannot create a post', () =>
    assertRefusedWithoutChange(
      () => visitor.from('posts').insert({ user_id: alice.id, title: 'spam' }),
      'error',
    ));
  it('a member cannot create a post in someone else’s name', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('posts').insert({ user_id: alice.id, title: 'spam' }),
      'error',
    ));
  it('a member cannot delete someone else’s post', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('posts').delete().eq('id', alicePost).select(),
      'no rows',
    ));
  it('a visitor cannot delete a post', () =>
    assertRefusedWithoutChange(
      () => visitor.from('posts').delete().eq('id', alicePost).select(),
      'no rows',
    ));
  it('a member cannot edit someone else’s post', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('posts')
          .update({ title: 'hacked' } as never)
          .eq('id', alicePost)
          .select(),
      'no rows',
    ));
  it('an author cannot forge the counters of their own post', () =>
    assertRefusedWithoutChange(
      () =>
        alice.client
          .from('posts')
          .update({ like_count: 999 } as never)
          .eq('id', alicePost),
      'error',
    ));
});

describe('comments', () => {
  it('a visitor cannot comment', () =>
    assertRefusedWithoutChange(
      () =>
        visitor
          .from('comments')
          .insert({ post_id: alicePost, user_id: alice.id, content: 'x', comment_type: 'gripe' }),
      'error',
    ));
  it('a member cannot comment in someone else’s name', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('comments')
          .insert({ post_id: alicePost, user_id: alice.id, content: 'x', comment_type: 'gripe' }),
      'error',
    ));
  it('a member cannot delete someone else’s comment', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('comments').delete().eq('id', aliceComment).select(),
      'no rows',
    ));
  it('a member cannot edit someone else’s comment', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('comments')
          .update({ content: 'hacked' } as never)
          .eq('id', aliceComment)
          .select(),
      'no rows',
    ));
  it('a member cannot react twice with the same reaction', () =>
    assertRefusedWithoutChange(
      () =>
        alice.client
          .from('comments')
          .insert({ post_id: alicePost, user_id: alice.id, content: '', comment_type: 'like' }),
      'error',
    ));
  it('a reply must sit on the same post as its parent', async () => {
    const other = await mallory.client
      .from('posts')
      .insert({ user_id: mallory.id, title: 'Mallory post' })
      .select('id')
      .single();
    assert.ifError(other.error);
    await assertRefusedWithoutChange(
      () =>
        mallory.client.from('comments').insert({
          post_id: other.data.id,
          user_id: mallory.id,
          content: 'wrong post',
          comment_type: 'reply',
          parent_id: aliceComment,
        }),
      'error',
    );
  });
  it('a question needs text', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.from('comments').insert({
          post_id: alicePost,
          user_id: mallory.id,
          content: '  ',
          comment_type: 'question',
        }),
      'error',
    ));
});
