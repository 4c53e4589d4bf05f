import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';
import {
  createPost,
  feedIds,
  moderationNotifications,
  report,
  searchIds,
  startModerationStack,
} from './helpers/moderation-stack.ts';

// Moderation through supabase-js: a hidden post or comment leaves every read path of everyone but
// its author (who can tell it was removed) and its moderators; reporter and author hear the
// outcome; content reported by enough different established members hides itself until a
// moderator looks.

let stack: TestStack;
let visitor: SupabaseClient;
let moderator: Member;
let author: Member;
let reporter: Member;
let reader: Member;

before(async () => {
  ({ stack, visitor, moderator, author, reporter, reader } = await startModerationStack());
});

after(async () => {
  await stack?.stop();
});

describe('hiding and restoring a post', () => {
  let postId: string;

  before(async () => {
    postId = await createPost(author, 'Zephyrine blender review');
    await report(reporter, 'post', postId);
  });

  it('the queue shows the reported post with its reports', async () => {
    const { data, error } = await moderator.client.rpc('moderation_queue');
    assert.ifError(error);
    const row = (data as Record<string, unknown>[]).find((r) => r.target_id === postId);
    assert.ok(row, 'the post is in the queue');
    assert.equal(row.target_type, 'post');
    assert.equal(row.author_id, author.id);
    assert.equal(row.author_username, 'author_ada');
    assert.equal(
      row.reported_text,
      'Zephyrine blender review\n\nZephyrine blender review in detail',
    );
    assert.equal(row.report_count, 1);
    assert.deepEqual(row.reasons, ['other']);
    assert.deepEqual(row.details, ['post looks like an advert']);
  });

  it('hidden, it leaves the feed, search, profile counts and direct reads of everyone else', async () => {
    const before = await visitor.from('profile_stats').select('posts_count').eq('id', author.id);
    const postsBefore = (before.data?.[0] as { posts_count: number }).posts_count;

    const hidden = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'hide',
      _note: 'An advert.',
    });
    assert.ifError(hidden.error);

    for (const client of [visitor, reader.client, reporter.client]) {
      assert.ok(!(await feedIds(client)).includes(postId), 'not in the feed');
      assert.deepEqual(await searchIds(client, 'Zephyrine'), [], 'not in search');
      const direct = await client.from('posts').select('id').eq('id', postId);
      assert.deepEqual(direct.data, [], 'not readable directly');
      const detail = await client.from('feed_posts').select('id').eq('id', postId);
      assert.deepEqual(detail.data, [], 'no post page');
      const stats = await client.from('profile_stats').select('posts_count').eq('id', author.id);
      assert.equal((stats.data?.[0] as { posts_count: number }).posts_count, postsBefore - 1);
    }
    assert.ok(!(await feedIds(author.client)).includes(postId), 'not in the author’s feed either');
    assert.deepEqual(await searchIds(moderator.client, 'Zephyrine'), []);
  });

  it('its author can still open it and tell it was removed', async () => {
    const { data, error } = await author.client
      .from('feed_posts')
      .select('id, hidden_at')
      .eq('id', postId)
      .single();
    assert.ifError(error);
    assert.ok(data.hidden_at, 'hidden_at is set for the author');
  });

  it('reporter and author are told the outcome', async () => {
    const toReporter = await moderationNotifications(reporter, postId);
    assert.deepEqual(
      toReporter.map((n) => n.metadata.outcome),
      ['hidden'],
    );
    const toAuthor = await moderationNotifications(author, postId);
    assert.equal(toAuthor.length, 1);
    assert.equal(toAuthor[0]?.message, 'Your post was removed by a moderator.');
    const { data } = await moderator.client.rpc('moderation_queue');
    assert.ok(!(data as { target_id: string }[]).some((r) => r.target_id === postId));
  });

  it('restored, it is back for everyone and its author is told', async () => {
    const restored = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'restore',
    });
    assert.ifError(restored.error);
    assert.ok((await feedIds(visitor)).includes(postId));
    assert.deepEqual(await searchIds(reader.client, 'Zephyrine'), [postId]);
    const toAuthor = await moderationNotifications(author, postId);
    assert.deepEqual(
      toAuthor.map((n) => n.metadata.outcome),
      ['hidden', 'restored'],
    );
    const log = await moderator.client
      .from('moderation_actions')
      .select('action')
      .eq('target_id', postId)
      .order('created_at');
    assert.deepEqual(log.data, [{ action: 'hide' }, { action: 'restore' }]);
  });
});

describe('hiding a comment', () => {
  it('leaves the comment lists and the post’s counts of everyone else, and comes back', async () => {
    const postId = await createPost(author, 'A chair that wobbles');
    const { data: comment, error } = await reporter.client
      .from('comments')
      .insert({
        post_id: postId,
        user_id: reporter.id,
        content: 'Sturdy chairs, lovely sturdy legs',
        comment_type: 'like',
      })
      .select('id')
      .single();
    assert.ifError(error);
    await report(author, 'comment', comment.id);

    const likes = async () => {
      const { data } = await visitor.from('feed_cards').select('like_count').eq('id', postId);
      return (data?.[0] as { like_count: number }).like_count;
    };
    const summary = async () => {
      const { data } = await visitor.rpc('post_comment_summary', { _post_id: postId });
      const { like_count, top_positive_words } = data as {
        like_count: number;
        top_positive_words: string[];
      };
      return { like_count, wordCount: top_positive_words.length };
    };
    assert.equal(await likes(), 1);
    const summaryBefore = await summary();
    assert.equal(summaryBefore.like_count, 1);
    assert.ok(summaryBefore.wordCount > 0, 'the comment’s words are in the summary');

    const hidden = await moderator.client.rpc('moderate_content', {
      _target_type: 'comment',
      _target_id: comment.id,
      _action: 'hide',
    });
    assert.ifError(hidden.error);
    assert.equal(await likes(), 0);
    assert.deepEqual(await summary(), { like_count: 0, wordCount: 0 });
    for (const client of [visitor, reader.client]) {
      const list = await client.from('comment_details').select('id').eq('post_id', postId);
      assert.deepEqual(list.data, []);
    }
    const own = await reporter.client
      .from('comment_details')
      .select('id, hidden_at')
      .eq('id', comment.id)
      .single();
    assert.ok(own.data?.hidden_at, 'its author sees it was removed');
    const told = await moderationNotifications(reporter, comment.id);
    assert.equal(told[0]?.message, 'Your comment was removed by a moderator.');

    const restored = await moderator.client.rpc('moderate_content', {
      _target_type: 'comment',
      _target_id: comment.id,
      _action: 'restore',
    });
    assert.ifError(restored.error);
    assert.equal(await likes(), 1);
    assert.deepEqual(await summary(), summaryBefore);
    const list = await visitor.from('comment_details').select('id').eq('post_id', postId);
    assert.deepEqual(list.data, [{ id: comment.id }]);
  });
});

describe('hiding by reports', () => {
  it('hides content once the set number of established members report it, until a moderator looks', async () => {
    await stack.pool.query('update public.moderation_settings set auto_hide_reporters = 2');
    // Only members of some standing count toward hiding: these two joined a month ago, at bronze.
    await stack.pool.query(
      `update public.profiles set created_at = now() - interval '30 days' where id = any($1::uuid[])`,
      [[reporter.id, reader.id]],
    );
    await stack.pool.query(
      `insert into public.user_reputation (user_id, trust_level) select unnest($1::uuid[]), 'bronze'
       on conflict (user_id) do update set trust_level = 'bronze'`,
      [[reporter.id, reader.id]],
    );
    // A second author: members may share only a few posts a day.
    const seller = await signUpMember(stack, 'seller_sam');
    const postId = await createPost(seller, 'Quixotic toaster deal');
    await report(reporter, 'post', postId);
    await report(reporter, 'post', postId);
    assert.ok(
      (await feedIds(visitor)).includes(postId),
      'one member reporting twice is not enough',
    );

    await report(reader, 'post', postId);
    assert.ok(!(await feedIds(visitor)).includes(postId), 'hidden after two members reported it');
    assert.deepEqual(await searchIds(reader.client, 'Quixotic'), []);
    const log = await moderator.client
      .from('moderation_actions')
      .select('moderator_id, action')
      .eq('target_id', postId);
    assert.deepEqual(log.data, [{ moderator_id: null, action: 'auto_hide' }]);

    const dismissed = await moderator.client.rpc('moderate_content', {
      _target_type: 'post',
      _target_id: postId,
      _action: 'dismiss',
    });
    assert.ifError(dismissed.error);
    assert.ok((await feedIds(visitor)).includes(postId), 'back once the reports are dismissed');
    assert.equal((await moderationNotifications(reader, postId))[0]?.metadata.outcome, 'dismissed');
    assert.deepEqual(
      (await moderationNotifications(seller, postId)).map((n) => n.metadata.outcome),
      ['hidden', 'dismissed'],
    );
    await stack.pool.query('update public.moderation_settings set auto_hide_reporters = 3');
  });
});
