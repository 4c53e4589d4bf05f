import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The profile counts that triggers keep (profile_counts, read through profile_stats): what a visitor
// reads must be what counting the rows gives at every step (a post while visible, a like or gripe
// while it and its post are visible, every follow), through hiding, restoring and deleting, with
// writers at the same time, and nobody may write the counts themselves. The writes go in as SQL:
// the triggers count whatever role writes.

const STATS_COLUMNS = 'posts_count, likes_given, gripes_given, follower_count, following_count';

/** The counts by their definition, from the rows, for every member whose kept counts differ. */
const COUNTS_DIFFERING_FROM_THE_ROWS = `
  select p.id,
         (select count(*) from public.posts x where x.user_id = p.id and x.hidden_at is null)::int
           as posts_count,
         (select count(*) from public.comments x join public.posts post on post.id = x.post_id
           where x.user_id = p.id and x.comment_type = 'like' and x.hidden_at is null
             and post.hidden_at is null)::int as likes_given,
         (select count(*) from public.comments x join public.posts post on post.id = x.post_id
           where x.user_id = p.id and x.comment_type = 'gripe' and x.hidden_at is null
             and post.hidden_at is null)::int as gripes_given,
         (select count(*) from public.user_follows x where x.following_id = p.id)::int
           as follower_count,
         (select count(*) from public.user_follows x where x.follower_id = p.id)::int
           as following_count
    from public.profiles p
  except
  select user_id, posts_count, likes_given, gripes_given, follower_count, following_count
    from public.profile_counts`;

let stack: TestStack;
let visitor: SupabaseClient;
let ann: Member;
let ben: Member;
let cai: Member;

async function statsOf(member: Member) {
  const { data, error } = await visitor
    .from('profile_stats')
    .select(STATS_COLUMNS)
    .eq('id', member.id)
    .single();
  assert.ifError(error);
  return data;
}

async function sql<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await stack.pool.query<Row>(text, values)).rows;
}

async function post(author: Member, title: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.posts (user_id, title, category) values ($1, $2, 'products') returning id`,
    [author.id, title],
  );
  assert.ok(row);
  return row.id;
}

async function react(
  member: Member,
  postId: string,
  type: 'like' | 'gripe' | 'question',
  content = '',
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.comments (post_id, user_id, comment_type, content)
     values ($1, $2, $3, $4) returning id`,
    [postId, member.id, type, content],
  );
  assert.ok(row);
  return row.id;
}

async function follow(follower: Member, following: Member) {
  await sql(`insert into public.user_follows (follower_id, following_id) values ($1, $2)`, [
    follower.id,
    following.id,
  ]);
}

const hide = (table: 'posts' | 'comments', id: string) =>
  sql(`update public.${table} set hidden_at = now() where id = $1`, [id]);
const restore = (table: 'posts' | 'comments', id: string) =>
  sql(`update public.${table} set hidden_at = null where id = $1`, [id]);

/** Resolves once a backend of this database waits for a lock (bounded: 500 looks, 10 ms apart). */
async function untilAWriterWaitsForALock() {
  for (let look = 0; look < 500; look += 1) {
    const waiting = await sql(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail('the second writer never waited for the first');
}

async function assertCountsMatchTheRows() {
  assert.deepEqual(await sql(COUNTS_DIFFERING_FROM_THE_ROWS), []);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  ann = await signUpMember(stack, 'counts_ann');
  ben = await signUpMember(stack, 'counts_ben');
  cai = await signUpMember(stack, 'counts_cai');
});

after(async () => {
  await stack?.stop();
});

describe('profile counts', () => {
  it('start at zero for a new member', async () => {
    assert.deepEqual(await statsOf(ann), {
      posts_count: 0,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 0,
      following_count: 0,
    });
  });

  it('count posts, likes, gripes and follows as they are written, and not questions', async () => {
    const lamp = await post(ann, 'A desk lamp');
    await post(ann, 'A kettle');
    await react(ben, lamp, 'like');
    await react(ben, lamp, 'like', 'Bright and warm');
    await react(ben, lamp, 'gripe', 'The switch is stiff');
    await react(ben, lamp, 'question', 'Which bulb?');
    await follow(ben, ann);
    await follow(cai, ann);
    await follow(ann, ben);

    assert.deepEqual(await statsOf(ann), {
      posts_count: 2,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 2,
      following_count: 1,
    });
    assert.deepEqual(await statsOf(ben), {
      posts_count: 0,
      likes_given: 2,
      gripes_given: 1,
      follower_count: 1,
      following_count: 1,
    });
    await assertCountsMatchTheRows();
  });

  it('take a hidden like out and put it back when restored', async () => {
    const chair = await post(ann, 'A chair');
    const like = await react(cai, chair, 'like', 'Comfortable');
    assert.equal((await statsOf(cai)).likes_given, 1);
    await hide('comments', like);
    assert.equal((await statsOf(cai)).likes_given, 0);
    await restore('comments', like);
    assert.equal((await statsOf(cai)).likes_given, 1);
    await assertCountsMatchTheRows();
  });

  it("take a hidden post and its visible likes and gripes out of everyone's counts, and back", async () => {
    const desk = await post(ann, 'A standing desk');
    await react(ben, desk, 'like');
    await react(cai, desk, 'gripe', 'Wobbly');
    const hiddenLike = await react(cai, desk, 'like', 'Tall enough');
    await hide('comments', hiddenLike);
    const before = { ann: await statsOf(ann), ben: await statsOf(ben), cai: await statsOf(cai) };

    await hide('posts', desk);
    assert.equal((await statsOf(ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await statsOf(ben)).likes_given, before.ben.likes_given - 1);
    assert.equal((await statsOf(cai)).gripes_given, before.cai.gripes_given - 1);
    assert.equal((await statsOf(cai)).likes_given, before.cai.likes_given);
    await assertCountsMatchTheRows();

    // Hidden twice (a moderator's second action) changes nothing more.
    await hide('posts', desk);
    assert.equal((await statsOf(ben)).likes_given, before.ben.likes_given - 1);

    // A like on a hidden post does not count, nor does restoring a comment on it.
    await react(ann, desk, 'like');
    await restore('comments', hiddenLike);
    assert.equal((await statsOf(cai)).likes_given, before.cai.likes_given);
    await assertCountsMatchTheRows();

    await restore('posts', desk);
    assert.equal((await statsOf(ann)).posts_count, before.ann.posts_count);
    assert.equal((await statsOf(ben)).likes_given, before.ben.likes_given);
    assert.equal((await statsOf(cai)).likes_given, before.cai.likes_given + 1);
    await assertCountsMatchTheRows();
  });

  it('take out what is deleted: a like, a follow, a post with its likes, a hidden post', async () => {
    const rug = await post(ann, 'A rug');
    const like = await react(ben, rug, 'like', 'Soft');
    await react(cai, rug, 'gripe');
    const before = { ann: await statsOf(ann), ben: await statsOf(ben), cai: await statsOf(cai) };

    await sql(`delete from public.comments where id = $1`, [like]);
    assert.equal((await statsOf(ben)).likes_given, before.ben.likes_given - 1);

    await sql(`delete from public.user_follows where follower_id = $1 and following_id = $2`, [
      cai.id,
      ann.id,
    ]);
    assert.equal((await statsOf(ann)).follower_count, before.ann.follower_count - 1);
    assert.equal((await statsOf(cai)).following_count, before.cai.following_count - 1);

    // The cascade deletes the gripe after the post: it is taken out once.
    await sql(`delete from public.posts where id = $1`, [rug]);
    assert.equal((await statsOf(ann)).posts_count, before.ann.posts_count - 1);
    assert.equal((await statsOf(cai)).gripes_given, before.cai.gripes_given - 1);
    await assertCountsMatchTheRows();

    // A hidden post's likes were taken out when it was hidden, and not again when it is deleted.
    const vase = await post(ann, 'A vase');
    await react(ben, vase, 'like');
    await hide('posts', vase);
    const hidden = await statsOf(ben);
    await sql(`delete from public.posts where id = $1`, [vase]);
    assert.equal((await statsOf(ben)).likes_given, hidden.likes_given);
    await assertCountsMatchTheRows();
  });

  it("take a deleted member's likes, posts and follows out of the others' counts", async () => {
    const dee = await signUpMember(stack, 'counts_dee');
    const clock = await post(dee, 'A clock');
    await react(ben, clock, 'like');
    await react(dee, await post(ann, 'A mirror'), 'gripe');
    await follow(dee, ann);
    await follow(ben, dee);
    const before = { ann: await statsOf(ann), ben: await statsOf(ben) };

    await sql(`delete from auth.users where id = $1`, [dee.id]);
    assert.equal((await statsOf(ann)).follower_count, before.ann.follower_count - 1);
    assert.equal((await statsOf(ben)).following_count, before.ben.following_count - 1);
    assert.equal((await statsOf(ben)).likes_given, before.ben.likes_given - 1);
    assert.deepEqual(
      await sql(`select 1 from public.profile_counts where user_id = $1`, [dee.id]),
      [],
    );
    await assertCountsMatchTheRows();
  });

  it('lose no like written at the same time as others', async () => {
    const members = [ann, ben, cai];
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(ann, `Concurrent review ${n}`)),
    );
    const before = await Promise.all(members.map(statsOf));
    // Every member likes every post, on separate connections at once.
    await Promise.all(
      members.flatMap((member) => posts.map((postId) => react(member, postId, 'like'))),
    );
    const after = await Promise.all(members.map(statsOf));
    after.forEach((stats, index) =>
      assert.equal(stats.likes_given, (before[index]?.likes_given ?? 0) + posts.length),
    );
    await assertCountsMatchTheRows();
  });

  it('do not count a like written while its post is being hidden, in either order', async () => {
    for (const hideFirst of [true, false]) {
      const shelf = await post(ann, `A shelf ${hideFirst}`);
      const before = (await statsOf(cai)).likes_given;
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
        await untilAWriterWaitsForALock();
        await first.query('commit');
        await secondDone;
      } finally {
        hider.release();
        liker.release();
      }
      assert.equal((await statsOf(cai)).likes_given, before, `hide first: ${hideFirst}`);
      await assertCountsMatchTheRows();
    }
  });

  it('cannot be written by a member, only read', async () => {
    const before = await statsOf(ben);
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
    assert.deepEqual(await statsOf(ben), before);
  });

  it('are counted again after a TRUNCATE, which fires no row trigger', async () => {
    await sql('truncate public.user_follows cascade');
    assert.equal((await statsOf(ann)).follower_count, 0);
    assert.equal((await statsOf(ben)).following_count, 0);
    await sql('truncate public.comments cascade');
    assert.equal((await statsOf(ben)).likes_given, 0);
    assert.ok((await statsOf(ann)).posts_count > 0);
    await assertCountsMatchTheRows();
  });
});
