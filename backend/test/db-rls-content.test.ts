import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The attack matrix on public content: a visitor and a signed-in second member (mallory) try every
// forbidden write on alice's posts, comments, hearts and follows, also through the feed_cards view.
// Each attempt is refused, and a superuser read of the tables shows nothing changed. feed_cards
// shows each reader only the posts that posts' row-level security shows them.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;
let mallory: Member;
let alicePost: string;
let aliceComment: string;

function signUp(username: string): Promise<Member> {
  return signUpMember(stack, username);
}

/** Every content row as the superuser sees it, to prove an attack changed nothing. */
async function contentSnapshot(): Promise<unknown[]> {
  const { rows } = await stack.pool.query(`
    select (select json_agg(p order by id) from public.posts p) as posts,
           (select json_agg(c order by id) from public.comments c) as comments,
           (select json_agg(l order by id) from public.comment_likes l) as comment_likes,
           (select json_agg(f order by id) from public.user_follows f) as user_follows`);
  return rows;
}

async function assertRefusedWithoutChange(
  attempt: () => PromiseLike<{ error: unknown; data?: unknown }>,
  refusal: 'error' | 'no rows',
): Promise<void> {
  const before = await contentSnapshot();
  const result = await attempt();
  if (refusal === 'error') assert.ok(result.error, 'expected an error');
  else assert.deepEqual(result.data ?? [], [], 'expected no rows to be affected');
  assert.deepEqual(await contentSnapshot(), before);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  alice = await signUp('alice_rls');
  bob = await signUp('bob_rls');
  mallory = await signUp('mallory_rls');
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
  alicePost = post.data.id;
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
  aliceComment = comment.data.id;
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
