import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';
import { refusalCheck, startContentStack } from './helpers/rls-content-stack.ts';

// The attack matrix on public content, hearts, follows and the feed_cards view: a visitor and a
// signed-in second member (mallory) try every forbidden write on alice's hearts and follows, also
// through feed_cards. Each attempt is refused, and a superuser read of the tables shows nothing
// changed. feed_cards shows each reader only the posts that posts' row-level security shows them.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;
let mallory: Member;
let alicePost: string;
let aliceComment: string;
let assertRefusedWithoutChange: ReturnType<typeof refusalCheck>;

before(async () => {
  ({ stack, visitor, alice, bob, mallory, alicePost, aliceComment } = await startContentStack());
  assertRefusedWithoutChange = refusalCheck(stack);
});

after(async () => {
  await stack?.stop();
});

describe('comment likes', () => {
  it('a member cannot heart in someone else’s name', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client.from('comment_likes').insert({ comment_id: aliceComment, user_id: bob.id }),
      'error',
    ));
  it('a member cannot heart a comment twice', () =>
    assertRefusedWithoutChange(
      () => bob.client.from('comment_likes').insert({ comment_id: aliceComment, user_id: bob.id }),
      'error',
    ));
  it('a member cannot remove someone else’s heart', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('comment_likes')
          .delete()
          .eq('comment_id', aliceComment)
          .eq('user_id', bob.id)
          .select(),
      'no rows',
    ));
  it('a visitor cannot heart a comment', () =>
    assertRefusedWithoutChange(
      () => visitor.from('comment_likes').insert({ comment_id: aliceComment, user_id: bob.id }),
      'error',
    ));
});

describe('follows', () => {
  it('a member cannot follow themselves', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('user_follows')
          .insert({ follower_id: mallory.id, following_id: mallory.id }),
      'error',
    ));
  it('a member cannot follow in someone else’s name', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('user_follows')
          .insert({ follower_id: alice.id, following_id: mallory.id }),
      'error',
    ));
  it('a member cannot remove someone else’s follow', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('user_follows').delete().eq('follower_id', alice.id).select(),
      'no rows',
    ));
  it('a member cannot rewrite a follow', () =>
    assertRefusedWithoutChange(
      () =>
        mallory.client
          .from('user_follows')
          .update({ following_id: mallory.id } as never)
          .eq('follower_id', alice.id),
      'error',
    ));
  it('a visitor cannot follow', () =>
    assertRefusedWithoutChange(
      () => visitor.from('user_follows').insert({ follower_id: alice.id, following_id: bob.id }),
      'error',
    ));
});

describe('feed_cards, the view of feed pages', () => {
  // The posts policies hide no post from any reader today, so a restrictive policy, for this test
  // only, stands in for one that would. The view is security_invoker and search_feed_cards security
  // invoker, so both must show each reader exactly what posts shows them.
  const onlyOwnPosts = `"test: each reader sees only their own posts"`;

  it('shows a visitor and each member only the posts that posts shows them', async () => {
    await stack.pool.query(
      `create policy ${onlyOwnPosts} on public.posts as restrictive for select
         to anon, authenticated using (user_id = (select auth.uid()))`,
    );
    try {
      for (const [reader, client] of [
        ['a visitor', visitor],
        ['mallory', mallory.client],
        ['alice', alice.client],
      ] as const) {
        const posts = await client.from('posts').select('id').order('id');
        const cards = await client.from('feed_cards').select('id').order('id');
        const found = await client.rpc('search_feed_cards', { _search: 'kettle' }, { get: true });
        assert.ifError(posts.error);
        assert.ifError(cards.error);
        assert.ifError(found.error);
        assert.deepEqual(cards.data, posts.data, reader);
        const seesAlicePost = reader === 'alice';
        assert.equal(
          cards.data.some((card) => card.id === alicePost),
          seesAlicePost,
          reader,
        );
        assert.deepEqual(
          (found.data as { id: string }[]).map((card) => card.id),
          seesAlicePost ? [alicePost] : [],
          reader,
        );
      }
    } finally {
      await stack.pool.query(`drop policy ${onlyOwnPosts} on public.posts`);
    }
  });
  it('a visitor cannot create a post through it', () =>
    assertRefusedWithoutChange(
      () => visitor.from('feed_cards').insert({ user_id: alice.id, title: 'spam' }),
      'error',
    ));
  it('a member cannot create even their own post through it', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('feed_cards').insert({ user_id: mallory.id, title: 'via view' }),
      'error',
    ));
  it('a member cannot edit someone else’s post through it', () =>
    assertRefusedWithoutChange(
      () => mallory.client.from('feed_cards').update({ title: 'hacked' }).eq('id', alicePost),
      'error',
    ));
  it('an author cannot forge their own counters through it', () =>
    assertRefusedWithoutChange(
      () => alice.client.from('feed_cards').update({ like_count: 999 }).eq('id', alicePost),
      'error',
    ));
  it('an author cannot delete even their own post through it', () =>
    assertRefusedWithoutChange(
      () => alice.client.from('feed_cards').delete().eq('id', alicePost).select(),
      'error',
    ));
  it('a visitor cannot delete a post through it', () =>
    assertRefusedWithoutChange(
      () => visitor.from('feed_cards').delete().eq('id', alicePost).select(),
      'error',
    ));
});

describe('what is allowed', () => {
  it('everyone reads posts, comments, hearts and follows', async () => {
    for (const client of [visitor, mallory.client]) {
      for (const table of ['posts', 'comments', 'comment_likes', 'user_follows'] as const) {
        const { data, error } = await client.from(table).select('id');
        assert.ifError(error);
        assert.ok(data.length > 0, `${table} is readable`);
      }
    }
  });
  it('an author deletes their own post, and its comments and hearts go with it', async () => {
    const { data, error } = await alice.client
      .from('posts')
      .delete()
      .eq('id', alicePost)
      .select('id');
    assert.ifError(error);
    assert.equal(data.length, 1);
    const { rows } = await stack.pool.query(
      `select (select count(*) from public.comments where post_id = $1)::int as comments,
              (select count(*) from public.comment_likes where comment_id = $2)::int as hearts`,
      [alicePost, aliceComment],
    );
    assert.deepEqual(rows[0], { comments: 0, hearts: 0 });
  });
});
