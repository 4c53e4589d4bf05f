import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { profileCountsKit } from './helpers/profile-counts.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The profile counts that triggers keep (profile_counts, read through profile_stats): what a visitor
// reads must be what counting the rows gives at every step (a post while visible, a like or gripe
// while it and its post are visible, every follow), through writing, hiding, restoring and
// deleting. db-profile-counts-races.test.ts covers writers at the same time and who may write.

let stack: TestStack;
let kit: ReturnType<typeof profileCountsKit>;
let ann: Member;
let ben: Member;
let cai: Member;

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  kit = profileCountsKit(stack, anonClient(stack));
  ann = await signUpMember(stack, 'counts_ann');
  ben = await signUpMember(stack, 'counts_ben');
  cai = await signUpMember(stack, 'counts_cai');
});

after(async () => {
  await stack?.stop();
});

describe('profile counts', () => {
  it('start at zero for a new member', async () => {
    assert.deepEqual(await kit.statsOf(ann), {
      posts_count: 0,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 0,
      following_count: 0,
    });
  });

  it('count posts, likes, gripes and follows as they are written, and not questions', async () => {
    const lamp = await kit.post(ann, 'A desk lamp');
    await kit.post(ann, 'A kettle');
    await kit.react(ben, lamp, 'like');
    await kit.react(ben, lamp, 'like', 'Bright and warm');
    await kit.react(ben, lamp, 'gripe', 'The switch is stiff');
    await kit.react(ben, lamp, 'question', 'Which bulb?');
    await kit.follow(ben, ann);
    await kit.follow(cai, ann);
    await kit.follow(ann, ben);

    assert.deepEqual(await kit.statsOf(ann), {
      posts_count: 2,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 2,
      following_count: 1,
    });
    assert.deepEqual(await kit.statsOf(ben), {
      posts_count: 0,
      likes_given: 2,
      gripes_given: 1,
      follower_count: 1,
      following_count: 1,
    });
    await kit.assertCountsMatchTheRows();
  });

  it('take a hidden like out and put it back when restored', async () => {
    const chair = await kit.post(ann, 'A chair');
    const like = await kit.react(cai, chair, 'like', 'Comfortable');
    assert.equal((await kit.statsOf(cai)).likes_given, 1);
    await kit.hide('comments', like);
    assert.equal((await kit.statsOf(cai)).likes_given, 0);
    await kit.restore('comments', like);
    assert.equal((await kit.statsOf(cai)).likes_given, 1);
    await kit.assertCountsMatchTheRows();
  });

  it("take a hidden post and its visible likes and gripes out of everyone's counts, and back", async () => {
    const desk = await kit.post(ann, 'A standing desk');
    await kit.react(ben, desk, 'like');
    await kit.react(cai, desk, 'gripe', 'Wobbly');
    const hiddenLike = await kit.react(cai, desk, 'like', 'Tall enough');
    await kit.hide('comments', hiddenLike);
    const before = {
      ann: await kit.statsOf(ann),
      ben: await kit.statsOf(ben),
      cai: await kit.statsOf(cai),
    };

    await kit.hide('posts', desk);
    assert.equal((await kit.statsOf(ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await kit.statsOf(ben)).likes_given, before.ben.likes_given - 1);
    assert.equal((await kit.statsOf(cai)).gripes_given, before.cai.gripes_given - 1);
    assert.equal((await kit.statsOf(cai)).likes_given, before.cai.likes_given);
    await kit.assertCountsMatchTheRows();

    // Hidden twice (a moderator's second action) changes nothing more.
    await kit.hide('posts', desk);
    assert.equal((await kit.statsOf(ben)).likes_given, before.ben.likes_given - 1);

    // A like on a hidden post does not count, nor does restoring a comment on it.
    await kit.react(ann, desk, 'like');
    await kit.restore('comments', hiddenLike);
    assert.equal((await kit.statsOf(cai)).likes_given, before.cai.likes_given);
    await kit.assertCountsMatchTheRows();

    await kit.restore('posts', desk);
    assert.equal((await kit.statsOf(ann)).posts_count, before.ann.posts_count);
    assert.equal((await kit.statsOf(ben)).likes_given, before.ben.likes_given);
    assert.equal((await kit.statsOf(cai)).likes_given, before.cai.likes_given + 1);
    await kit.assertCountsMatchTheRows();
  });

  it('take out what is deleted: a like, a follow, a post with its likes, a hidden post', async () => {
    const rug = await kit.post(ann, 'A rug');
    const like = await kit.react(ben, rug, 'like', 'Soft');
    await kit.react(cai, rug, 'gripe');
    const before = {
      ann: await kit.statsOf(ann),
      ben: await kit.statsOf(ben),
      cai: await kit.statsOf(cai),
    };

    await kit.sql(`delete from public.comments where id = $1`, [like]);
    assert.equal((await kit.statsOf(ben)).likes_given, before.ben.likes_given - 1);

    await kit.sql(`delete from public.user_follows where follower_id = $1 and following_id = $2`, [
      cai.id,
      ann.id,
    ]);
    assert.equal((await kit.statsOf(ann)).follower_count, before.ann.follower_count - 1);
    assert.equal((await kit.statsOf(cai)).following_count, before.cai.following_count - 1);

    // The cascade deletes the gripe after the post: it is taken out once.
    await kit.sql(`delete from public.posts where id = $1`, [rug]);
    assert.equal((await kit.statsOf(ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await kit.statsOf(cai)).gripes_given, before.cai.gripes_given - 1);
    await kit.assertCountsMatchTheRows();

    // A hidden post's likes were taken out when it was hidden, and not again when it is deleted.
    const vase = await kit.post(ann, 'A vase');
    await kit.react(ben, vase, 'like');
    await kit.hide('posts', vase);
    const hidden = await kit.statsOf(ben);
    await kit.sql(`delete from public.posts where id = $1`, [vase]);
    assert.equal((await kit.statsOf(ben)).likes_given, hidden.likes_given);
    await kit.assertCountsMatchTheRows();
  });

  it("take a deleted member's likes, posts and follows out of the others' counts", async () => {
    const dee = await signUpMember(stack, 'counts_dee');
    const clock = await kit.post(dee, 'A clock');
    await kit.react(ben, clock, 'like');
    await kit.react(dee, await kit.post(ann, 'A mirror'), 'gripe');
    await kit.follow(dee, ann);
    await kit.follow(ben, dee);
    const before = { ann: await kit.statsOf(ann), ben: await kit.statsOf(ben) };

    await kit.sql(`delete from auth.users where id = $1`, [dee.id]);
    assert.equal((await kit.statsOf(ann)).follower_count, before.ann.follower_count - 1);
    assert.equal((await kit.statsOf(ben)).following_count, before.ben.following_count - 1);
    assert.equal((await kit.statsOf(ben)).likes_given, before.ben.likes_given - 1);
    assert.deepEqual(
      await kit.sql(`select 1 from public.profile_counts where user_id = $1`, [dee.id]),
      [],
    );
    await kit.assertCountsMatchTheRows();
  });
});
