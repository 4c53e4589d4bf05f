import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { profileCountsKit } from './helpers/profile-counts.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The profile counts that triggers keep, under writers at the same time (none lost, none counted on a
// post being hidden), against a member writing them, and after a TRUNCATE.

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
  it('lose no like written at the same time as others', async () => {
    const members = [ann, ben, cai];
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => kit.post(ann, `Concurrent review ${n}`)),
    );
    const before = await Promise.all(members.map(kit.statsOf));
    // Every member likes every post, on separate connections at once.
    await Promise.all(
      members.flatMap((member) => posts.map((postId) => kit.react(member, postId, 'like'))),
    );
    const after = await Promise.all(members.map(kit.statsOf));
    after.forEach((stats, index) =>
      assert.equal(stats.likes_given, (before[index]?.likes_given ?? 0) + posts.length),
    );
    await kit.assertCountsMatchTheRows();
  });

  it('do not count a like written while its post is being hidden, in either order', async () => {
    for (const hideFirst of [true, false]) {
      const shelf = await kit.post(ann, `A shelf ${hideFirst}`);
      const before = (await kit.statsOf(cai)).likes_given;
      const hider = await stack.pool.connect();
      const liker = await stack.pool.connect();
      try {
        const [first, second] = hideFirst ? [hider, liker] : [liker, hider];
        const writes = {
          hider: `update public.posts set hidden_at = now() where id = '${shelf}'`,
          liker: `insert into public.comments (post_id, user_id, comment_type)
                  values ('${shelf}', '${cai.id}', 'like')`,
        };
        await first.query('begin');
        await first.query(first === hider ? writes.hider : writes.liker);
        // The second waits for the first's row lock on the post until the first commits.
        const secondDone = second.query(second === hider ? writes.hider : writes.liker);
        await kit.untilAWriterWaitsForALock();
        await first.query('commit');
        await secondDone;
      } finally {
        hider.release();
        liker.release();
      }
      assert.equal((await kit.statsOf(cai)).likes_given, before, `hide first: ${hideFirst}`);
      await kit.assertCountsMatchTheRows();
    }
  });

  it('cannot be written by a member, only read', async () => {
    const before = await kit.statsOf(ben);
    const update = await ben.client
      .from('profile_counts')
      .update({ likes_given: 1000 })
      .eq('user_id', ben.id)
      .select();
    assert.ok(update.error, 'a member updated their own counts');
    const insert = await ann.client.from('profile_counts').insert({ user_id: ann.id });
    assert.ok(insert.error, 'a member inserted counts');
    const remove = await cai.client.from('profile_counts').delete().eq('user_id', ben.id).select();
    assert.ok(remove.error, "a member deleted another member's counts");
    assert.deepEqual(await kit.statsOf(ben), before);
  });

  it('are counted again after a TRUNCATE, which fires no row trigger', async () => {
    await kit.sql('truncate public.user_follows cascade');
    assert.equal((await kit.statsOf(ann)).follower_count, 0);
    assert.equal((await kit.statsOf(ben)).following_count, 0);
    await kit.sql('truncate public.comments cascade');
    assert.equal((await kit.statsOf(ben)).likes_given, 0);
    assert.ok((await kit.statsOf(ann)).posts_count > 0);
    await kit.assertCountsMatchTheRows();
  });
});
