import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { profileCountsSuite } from './helpers/profile-counts.ts';
import { signUpMember } from './helpers/test-users.ts';

// The profile counts that triggers keep (profile_counts, read through profile_stats): what a visitor
// reads must be what counting the rows gives at every step (a post while visible, a like or gripe
// while it and its post are visible, every follow), through writing, hiding, restoring and
// deleting. db-profile-counts-races.test.ts covers writers at the same time and who may write.

const counts = profileCountsSuite();

describe('profile counts', () => {
  it('start at zero for a new member', async () => {
    assert.deepEqual(await counts.kit.statsOf(counts.ann), {
      posts_count: 0,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 0,
      following_count: 0,
    });
  });

  it('count posts, likes, gripes and follows as they are written, and not questions', async () => {
    const lamp = await counts.kit.post(counts.ann, 'A desk lamp');
    await counts.kit.post(counts.ann, 'A kettle');
    await counts.kit.react(counts.ben, lamp, 'like');
    await counts.kit.react(counts.ben, lamp, 'like', 'Bright and warm');
    await counts.kit.react(counts.ben, lamp, 'gripe', 'The switch is stiff');
    await counts.kit.react(counts.ben, lamp, 'question', 'Which bulb?');
    await counts.kit.follow(counts.ben, counts.ann);
    await counts.kit.follow(counts.cai, counts.ann);
    await counts.kit.follow(counts.ann, counts.ben);

    assert.deepEqual(await counts.kit.statsOf(counts.ann), {
      posts_count: 2,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 2,
      following_count: 1,
    });
    assert.deepEqual(await counts.kit.statsOf(counts.ben), {
      posts_count: 0,
      likes_given: 2,
      gripes_given: 1,
      follower_count: 1,
      following_count: 1,
    });
    await counts.kit.assertCountsMatchTheRows();
  });

  it('take a hidden like out and put it back when restored', async () => {
    const chair = await counts.kit.post(counts.ann, 'A chair');
    const like = await counts.kit.react(counts.cai, chair, 'like', 'Comfortable');
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, 1);
    await counts.kit.hide('comments', like);
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, 0);
    await counts.kit.restore('comments', like);
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, 1);
    await counts.kit.assertCountsMatchTheRows();
  });

  it("take a hidden post and its visible likes and gripes out of everyone's counts, and back", async () => {
    const desk = await counts.kit.post(counts.ann, 'A standing desk');
    await counts.kit.react(counts.ben, desk, 'like');
    await counts.kit.react(counts.cai, desk, 'gripe', 'Wobbly');
    const hiddenLike = await counts.kit.react(counts.cai, desk, 'like', 'Tall enough');
    await counts.kit.hide('comments', hiddenLike);
    const before = {
      ann: await counts.kit.statsOf(counts.ann),
      ben: await counts.kit.statsOf(counts.ben),
      cai: await counts.kit.statsOf(counts.cai),
    };

    await counts.kit.hide('posts', desk);
    assert.equal((await counts.kit.statsOf(counts.ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, before.ben.likes_given - 1);
    assert.equal((await counts.kit.statsOf(counts.cai)).gripes_given, before.cai.gripes_given - 1);
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, before.cai.likes_given);
    await counts.kit.assertCountsMatchTheRows();

    // Hidden twice (a moderator's second action) changes nothing more.
    await counts.kit.hide('posts', desk);
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, before.ben.likes_given - 1);

    // A like on a hidden post does not count, nor does restoring a comment on it.
    await counts.kit.react(counts.ann, desk, 'like');
    await counts.kit.restore('comments', hiddenLike);
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, before.cai.likes_given);
    await counts.kit.assertCountsMatchTheRows();

    await counts.kit.restore('posts', desk);
    assert.equal((await counts.kit.statsOf(counts.ann)).posts_count, before.ann.posts_count);
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, before.ben.likes_given);
    assert.equal((await counts.kit.statsOf(counts.cai)).likes_given, before.cai.likes_given + 1);
    await counts.kit.assertCountsMatchTheRows();
  });

  it('take out what is deleted: a like, a follow, a post with its likes, a hidden post', async () => {
    const rug = await counts.kit.post(counts.ann, 'A rug');
    const like = await counts.kit.react(counts.ben, rug, 'like', 'Soft');
    await counts.kit.react(counts.cai, rug, 'gripe');
    const before = {
      ann: await counts.kit.statsOf(counts.ann),
      ben: await counts.kit.statsOf(counts.ben),
      cai: await counts.kit.statsOf(counts.cai),
    };

    await counts.kit.sql(`delete from public.comments where id = $1`, [like]);
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, before.ben.likes_given - 1);

    await counts.kit.sql(
      `delete from public.user_follows where follower_id = $1 and following_id = $2`,
      [counts.cai.id, counts.ann.id],
    );
    assert.equal(
      (await counts.kit.statsOf(counts.ann)).follower_count,
      before.ann.follower_count - 1,
    );
    assert.equal(
      (await counts.kit.statsOf(counts.cai)).following_count,
      before.cai.following_count - 1,
    );

    // The cascade deletes the gripe after the post: it is taken out once.
    await counts.kit.sql(`delete from public.posts where id = $1`, [rug]);
    assert.equal((await counts.kit.statsOf(counts.ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await counts.kit.statsOf(counts.cai)).gripes_given, before.cai.gripes_given - 1);
    await counts.kit.assertCountsMatchTheRows();

    // A hidden post's likes were taken out when it was hidden, and not again when it is deleted.
    const vase = await counts.kit.post(counts.ann, 'A vase');
    await counts.kit.react(counts.ben, vase, 'like');
    await counts.kit.hide('posts', vase);
    const hidden = await counts.kit.statsOf(counts.ben);
    await counts.kit.sql(`delete from public.posts where id = $1`, [vase]);
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, hidden.likes_given);
    await counts.kit.assertCountsMatchTheRows();
  });

  it("take a deleted member's likes, posts and follows out of the others' counts", async () => {
    const dee = await signUpMember(counts.stack, 'counts_dee');
    const clock = await counts.kit.post(dee, 'A clock');
    await counts.kit.react(counts.ben, clock, 'like');
    await counts.kit.react(dee, await counts.kit.post(counts.ann, 'A mirror'), 'gripe');
    await counts.kit.follow(dee, counts.ann);
    await counts.kit.follow(counts.ben, dee);
    const before = {
      ann: await counts.kit.statsOf(counts.ann),
      ben: await counts.kit.statsOf(counts.ben),
    };

    await counts.kit.sql(`delete from auth.users where id = $1`, [dee.id]);
    assert.equal(
      (await counts.kit.statsOf(counts.ann)).follower_count,
      before.ann.follower_count - 1,
    );
    assert.equal(
      (await counts.kit.statsOf(counts.ben)).following_count,
      before.ben.following_count - 1,
    );
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, before.ben.likes_given - 1);
    assert.deepEqual(
      await counts.kit.sql(`select 1 from public.profile_counts where user_id = $1`, [dee.id]),
      [],
    );
    await counts.kit.assertCountsMatchTheRows();
  });
});
