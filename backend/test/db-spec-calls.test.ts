import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// Every data call of the site, in the shape supabase/calls.md documents, as a visitor and as
// members.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;
let postId: string;
let questionId: string;

function signUp(username: string): Promise<Member> {
  return signUpMember(stack, username, `${username} D`);
}

/** The data of a read that must succeed with a result. */
function ok<T>(result: { data: T; error: unknown }): NonNullable<T> {
  assert.ifError(result.error);
  assert.notEqual(result.data, null);
  return result.data as NonNullable<T>;
}

/** A write that must succeed (no representation asked for). */
function done(result: { error: unknown }): void {
  assert.ifError(result.error);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  alice = await signUp('alice_calls');
  bob = await signUp('bob_calls');
});

after(async () => {
  await stack?.stop();
});

describe('server functions', () => {
  it('validate_username applies the username rule', async () => {
    const cases: Array<[string, boolean]> = [
      ['abc', true],
      ['a_b_1', true],
      ['9lives', true],
      ['ab', false],
      ['_abc', false],
      ['a'.repeat(30), true],
      ['a'.repeat(31), false],
      ['has-dash', false],
      ['émile', false],
    ];
    for (const [name, valid] of cases) {
      assert.equal(
        ok(await visitor.rpc('validate_username', { username_to_validate: name })),
        valid,
        name,
      );
    }
  });
  it('check_username_available ignores case', async () => {
    assert.equal(
      ok(await visitor.rpc('check_username_available', { username_to_check: 'ALICE_CALLS' })),
      false,
    );
    assert.equal(
      ok(await visitor.rpc('check_username_available', { username_to_check: 'free_name' })),
      true,
    );
  });
});

describe('posts', () => {
  it('insert, select by id, count and list by user, categories', async () => {
    const inserted = await alice.client.from('posts').insert({
      user_id: alice.id,
      title: 'Espresso grinder',
      description: 'Hey @bob_calls #coffee',
      category: 'products',
      media_urls: [`${stack.url}/storage/v1/object/public/post-media/${alice.id}/x.png`],
      link_url: 'https://example.com/grinder',
      hashtags: ['coffee', 'grinder'],
    });
    assert.ifError(inserted.error);
    const mine = ok(
      await visitor
        .from('posts')
        .select('*')
        .eq('user_id', alice.id)
        .order('created_at', { ascending: false })
        .limit(10),
    );
    assert.equal(mine.length, 1);
    postId = mine[0].id;
    assert.equal(
      ok(await visitor.from('posts').select('*').eq('id', postId).single()).title,
      'Espresso grinder',
    );
    const counted = await visitor
      .from('posts')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', alice.id);
    assert.equal(counted.count, 1);
    const categories = ok(
      await visitor.from('posts').select('category').not('category', 'is', null).order('category'),
    );
    assert.deepEqual(categories, [{ category: 'products' }]);
  });
  it('refuses an invalid category, hashtag or link', async () => {
    const bad = [
      { category: 'weapons' },
      { hashtags: ['Coffee'] },
      { hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { link_url: 'javascript:alert(1)' },
      { title: '   ' },
    ];
    for (const fields of bad) {
      const { error } = await alice.client
        .from('posts')
        .insert({ user_id: alice.id, title: 'x', ...fields } as never);
      assert.ok(error, JSON.stringify(fields));
    }
  });
});

describe('comments and reactions', () => {
  it('toggle reactions, read own state and counts', async () => {
    done(
      await bob.client
        .from('comments')
        .insert({ post_id: postId, user_id: bob.id, content: '', comment_type: 'like' }),
    );
    done(
      await bob.client
        .from('comments')
        .insert({ post_id: postId, user_id: bob.id, content: '', comment_type: 'gripe' }),
    );
    const own = ok(
      await bob.client
        .from('comments')
        .select('comment_type')
        .eq('post_id', postId)
        .eq('user_id', bob.id)
        .eq('content', '')
        .in('comment_type', ['like', 'gripe'])
        .order('comment_type'),
    );
    assert.deepEqual(own, [{ comment_type: 'gripe' }, { comment_type: 'like' }]);
    done(
      await bob.client
        .from('comments')
        .delete()
        .eq('post_id', postId)
        .eq('user_id', bob.id)
        .eq('comment_type', 'gripe')
        .eq('content', ''),
    );
    const likeCount = await visitor
      .from('comments')
      .select('*', { count: 'exact', head: true })
      .eq('post_id', postId)
      .eq('comment_type', 'like');
    const gripeCount = await visitor
      .from('comments')
      .select('*', { count: 'exact', head: true })
      .eq('post_id', postId)
      .eq('comment_type', 'gripe');
    assert.deepEqual([likeCount.count, gripeCount.count], [1, 0]);
    const detail = ok(await bob.client.from('feed_posts').select('*').eq('id', postId).single());
    assert.deepEqual(
      [
        detail.like_count,
        detail.gripe_count,
        detail.viewer_has_liked,
        detail.viewer_has_griped,
        detail.author_username,
      ],
      [1, 0, true, false, 'alice_calls'],
    );
  });
  it('questions, replies, hearts and the comment list with authors', async () => {
    questionId = ok(
      await bob.client
        .from('comments')
        .insert({
          post_id: postId,
          user_id: bob.id,
          content: 'Burr size?',
          comment_type: 'question',
        })
        .select('id')
        .single(),
    ).id;
    done(
      await alice.client.from('comments').insert({
        post_id: postId,
        user_id: alice.id,
        content: '64 mm',
        comment_type: 'reply',
        parent_id: questionId,
      }),
    );
    done(
      await alice.client
        .from('comment_likes')
        .insert({ comment_id: questionId, user_id: alice.id }),
    );
    const mineHeart = ok(
      await alice.client
        .from('comment_likes')
        .select('id')
        .eq('comment_id', questionId)
        .eq('user_id', alice.id)
        .maybeSingle(),
    );
    assert.ok(mineHeart);
    const hearts = await visitor
      .from('comment_likes')
      .select('*', { count: 'exact', head: true })
      .eq('comment_id', questionId);
    assert.equal(hearts.count, 1);

    const list = ok(
      await alice.client
        .from('comment_details')
        .select('*')
        .eq('post_id', postId)
        .is('parent_id', null)
        .order('created_at', { ascending: false }),
    );
    const question = list.find((row: { id: string }) => row.id === questionId);
    assert.deepEqual(
      [
        question.author_username,
        question.like_count,
        question.reply_count,
        question.viewer_has_liked,
      ],
      ['bob_calls', 1, 1, true],
    );
    const replies = ok(
      await visitor
        .from('comment_details')
        .select('*')
        .eq('parent_id', questionId)
        .order('created_at', { ascending: true }),
    );
    assert.deepEqual(
      replies.map((r: { content: string }) => r.content),
      ['64 mm'],
    );
    const replyCount = await visitor
      .from('comments')
      .select('*', { count: 'exact', head: true })
      .eq('parent_id', questionId);
    assert.equal(replyCount.count, 1);
    assert.equal(
      ok(await visitor.from('comments').select('post_id').eq('id', questionId).single()).post_id,
      postId,
    );

    done(
      await alice.client
        .from('comment_likes')
        .delete()
        .eq('comment_id', questionId)
        .eq('user_id', alice.id),
    );
    assert.equal(
      ok(await visitor.from('comments').select('like_count').eq('id', questionId).single())
        .like_count,
      0,
    );
  });
  it('activity lists join the post title and description', async () => {
    const likes = ok(
      await visitor
        .from('comments')
        .select('id, content, comment_type, created_at, post_id, posts(title, description)')
        .eq('user_id', bob.id)
        .eq('comment_type', 'like')
        .order('created_at', { ascending: false })
        .limit(10),
    );
    assert.deepEqual(
      likes.map((row) => row.posts),
      [{ title: 'Espresso grinder', description: 'Hey @bob_calls #coffee' }],
    );
  });
});

describe('profiles and follows', () => {
  it('select, search, update and stats', async () => {
    assert.equal(
      ok(await alice.client.from('profiles').select('*').eq('id', alice.id).single()).username,
      'alice_calls',
    );
    assert.equal(
      ok(await visitor.from('profiles').select('*').eq('username', 'bob_calls').maybeSingle()).id,
      bob.id,
    );
    const found = ok(
      await visitor
        .from('profiles')
        .select('id, username, display_name, avatar_url')
        .ilike('username', '%CALL%')
        .limit(5),
    );
    assert.equal(found.length, 2);
    done(
      await alice.client
        .from('profiles')
        .update({ display_name: 'Alice', username: 'alice_calls', bio: 'Hi', avatar_url: null })
        .eq('id', alice.id),
    );

    done(
      await bob.client.from('user_follows').insert({ follower_id: bob.id, following_id: alice.id }),
    );
    const row = await bob.client
      .from('user_follows')
      .select('id')
      .eq('follower_id', bob.id)
      .eq('following_id', alice.id)
      .single();
    assert.ok(row.data);
    const missing = await alice.client
      .from('user_follows')
      .select('id')
      .eq('follower_id', alice.id)
      .eq('following_id', bob.id)
      .single();
    assert.equal(missing.error?.code, 'PGRST116');
    const followers = await visitor
      .from('user_follows')
      .select('*', { count: 'exact', head: true })
      .eq('following_id', alice.id);
    assert.equal(followers.count, 1);
    const stats = ok(
      await visitor.from('profile_stats').select('*').eq('username', 'bob_calls').single(),
    );
    assert.deepEqual(
      [
        stats.posts_count,
        stats.likes_given,
        stats.gripes_given,
        stats.follower_count,
        stats.following_count,
      ],
      [0, 1, 0, 0, 1],
    );
    done(
      await bob.client
        .from('user_follows')
        .delete()
        .eq('follower_id', bob.id)
        .eq('following_id', alice.id),
    );
  });
});

describe('notifications, reports, reputation', () => {
  it('list newest first, mark one and all read', async () => {
    const list = ok(
      await alice.client
        .from('notifications')
        .select('*')
        .eq('user_id', alice.id)
        .order('created_at', { ascending: false })
        .limit(20),
    );
    assert.ok(list.length >= 3);
    done(await alice.client.from('notifications').update({ read: true }).eq('id', list[0].id));
    done(
      await alice.client
        .from('notifications')
        .update({ read: true })
        .eq('user_id', alice.id)
        .eq('read', false),
    );
    const unread = await alice.client
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .eq('read', false);
    assert.equal(unread.count, 0);
  });
  it('report a post and a comment', async () => {
    done(
      await bob.client.from('reports').insert({
        target_id: postId,
        target_type: 'post',
        reporter_id: bob.id,
        reason: 'spam',
        admin_notes: null,
      }),
    );
    done(
      await bob.client.from('reports').insert({
        target_id: questionId,
        target_type: 'comment',
        reporter_id: bob.id,
        reason: 'other',
        admin_notes: 'Off topic',
      }),
    );
    const { rows } = await stack.pool.query(
      'select reason, admin_notes from public.reports order by reason desc',
    );
    assert.deepEqual(rows, [
      { reason: 'spam', admin_notes: null },
      { reason: 'other', admin_notes: 'Off topic' },
    ]);
  });
  it('reputation: maybe-single, calculate, single; review quality as the spec defines it', async () => {
    const none = await visitor
      .from('user_reputation')
      .select('*')
      .eq('user_id', alice.id)
      .maybeSingle();
    assert.deepEqual([none.data, none.error], [null, null]);
    done(await visitor.rpc('calculate_user_reputation', { _user_id: alice.id }));
    const reputation = ok(
      await visitor.from('user_reputation').select('*').eq('user_id', alice.id).single(),
    );
    // alice received 1 like reaction and gave no reactions: 1 / max(0, 1) * 100, capped at 100.
    assert.equal(Number(reputation.review_quality_score), 100);
    assert.equal(reputation.total_likes_received, 1);
    assert.equal(reputation.total_posts_count, 1);
    assert.equal(reputation.trust_level, 'bronze');
    const bobs = ok(await bob.client.rpc('calculate_user_reputation', { _user_id: bob.id }));
    // bob received a heart on his question (later removed) and gave one reaction that remains.
    assert.deepEqual(
      [Number(bobs.review_quality_score), bobs.total_reactions_given, bobs.trust_level],
      [0, 1, 'new'],
    );
  });
});
