import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { profileCountsSuite } from './helpers/profile-counts.ts';

// The profile counts that triggers keep, under writers at the same time (none lost, none counted on a
// post being hidden), against a member writing them, and after a TRUNCATE.

const counts = profileCountsSuite();

describe('profile counts', () => {
  it('lose no like written at the same time as others', async () => {
    const members = [counts.ann, counts.ben, counts.cai];
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => counts.kit.post(counts.ann, `Concurrent review ${n}`)),
    );
    const before = await Promise.all(members.map(counts.kit.statsOf));
    // Every member likes every post, on separate connections at once.
    await Promise.all(
      members.flatMap((member) => posts.map((postId) => counts.kit.react(member, postId, 'like'))),
    );
    const after = await Promise.all(members.map(counts.kit.statsOf));
    after.forEach((stats, index) =>
      assert.equal(stats.likes_given, (before[index]?.likes_given ?? 0) + posts.length),
    );
    await counts.kit.assertCountsMatchTheRows();
  });

  it('do not count a like written while its post is being hidden, in either order', async () => {
    for (const hideFirst of [true, false]) {
      const shelf = await counts.kit.post(counts.ann, `A shelf ${hideFirst}`);
      const before = (await counts.kit.statsOf(counts.cai)).likes_given;
      const hider = await counts.stack.pool.connect();
      const liker = await counts.stack.pool.connect();
      try {
        const [first, second] = hideFirst ? [hider, liker] : [liker, hider];
        const writes = {
          hider: `update public.posts set hidden_at = now() where id = '${shelf}'`,
          liker: `insert into public.comments (post_id, user_id, comment_type)
                  values ('${shelf}', '${counts.cai.id}', 'like')`,
        };
        await first.query('begin');
        await first.query(first === hider ? writes.hider : writes.liker);
        // The second waits for the first's row lock on the post until the first commits.
        const secondDone = second.query(second === hider ? writes.hider : writes.liker);
        await counts.kit.untilAWriterWaitsForALock();
        await first.query('commit');
        await secondDone;
      } finally {
        hider.release();
        liker.release();
      }
      assert.equal(
        (await counts.kit.statsOf(counts.cai)).likes_given,
        before,
        `hide first: ${hideFirst}`,
      );
      await counts.kit.assertCountsMatchTheRows();
    }
  });

  it('cannot be written by a member, only read', async () => {
    const before = await counts.kit.statsOf(counts.ben);
    const update = await counts.ben.client
      .from('profile_counts')
      .update({ likes_given: 1000 })
      .eq('user_id', counts.ben.id)
      .select();
    assert.ok(update.error, 'a member updated their own counts');
    const insert = await counts.ann.client
      .from('profile_counts')
      .insert({ user_id: counts.ann.id });
    assert.ok(insert.error, 'a member inserted counts');
    const remove = await counts.cai.client
      .from('profile_counts')
      .delete()
      .eq('user_id', counts.ben.id)
      .select();
    assert.ok(remove.error, "a member deleted another member's counts");
    assert.deepEqual(await counts.kit.statsOf(counts.ben), before);
  });

  it('are counted again after a TRUNCATE, which fires no row trigger', async () => {
    await counts.kit.sql('truncate public.user_follows cascade');
    assert.equal((await counts.kit.statsOf(counts.ann)).follower_count, 0);
    assert.equal((await counts.kit.statsOf(counts.ben)).following_count, 0);
    await counts.kit.sql('truncate public.comments cascade');
    assert.equal((await counts.kit.statsOf(counts.ben)).likes_given, 0);
    assert.ok((await counts.kit.statsOf(counts.ann)).posts_count > 0);
    await counts.kit.assertCountsMatchTheRows();
  });
});
