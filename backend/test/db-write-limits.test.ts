import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PostgrestError } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Write limits by trust level, tried through supabase-js: a new member (no reputation row) and a
// bronze member each write up to their limit, and one more is refused with SQLSTATE LG429 and a
// hint naming the limit, while a superuser count shows the refused row was not written. The limits
// are lowered for the run through the settings table (as the service role would), so each limit
// is reached in a few writes; the shipped numbers are checked on their own.

const WRITE_LIMIT_CODE = 'LG429';
const LIMITS = {
  new: { posts: 2, comments: 3, mentions: 2, follows: 2, reports: 2 },
  bronze: { posts: 4, comments: 5, mentions: 3, follows: 3, reports: 3 },
};

let stack: TestStack;
let newcomer: Member;
let bronze: Member;
let others: Array<Member & { username: string }>;
let targetPost: string;
let shipped: Array<Record<string, number | string>>;

async function rowsBy(table: string, column: string, id: string): Promise<number> {
  const { rows } = await stack.pool.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} = $1`,
    [id],
  );
  return rows[0]?.n ?? -1;
}

function assertRefused(
  error: PostgrestError | null,
  limit: string,
): asserts error is PostgrestError {
  assert.ok(error, `expected the ${limit} limit to refuse the write`);
  assert.equal(error.code, WRITE_LIMIT_CODE);
  assert.equal(error.hint, `write_limit:${limit}`);
  assert.match(error.message, /most for now|up to \d+ members/);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  shipped = (await stack.pool.query('select * from public.write_limits')).rows;
  for (const [level, limit] of Object.entries(LIMITS)) {
    await stack.pool.query(
      `update public.write_limits set posts_per_day = $2, comments_per_hour = $3,
         mentions_per_post = $4, follows_per_hour = $5, reports_per_day = $6 where trust_level = $1`,
      [level, limit.posts, limit.comments, limit.mentions, limit.follows, limit.reports],
    );
  }
  newcomer = await signUpMember(stack, uniqueUsername('newcomer'));
  bronze = await signUpMember(stack, uniqueUsername('bronze'));
  await stack.pool.query(
    `insert into public.user_reputation (user_id, trust_level) values ($1, 'bronze')`,
    [bronze.id],
  );
  others = [];
  for (let i = 0; i < 5; i += 1) {
    const username = uniqueUsername('other');
    others.push({ ...(await signUpMember(stack, username)), username });
  }
  const post = await others[0]!.client
    .from('posts')
    .insert({ user_id: others[0]!.id, title: 'A post to comment on and report' })
    .select('id')
    .single();
  assert.ifError(post.error);
  targetPost = post.data.id as string;
});
after(async () => {
  await stack?.stop();
});

describe('the write limits', () => {
  it('ship with a smaller allowance for new members than for each level above', () => {
    const columns = [
      'posts_per_day',
      'comments_per_hour',
      'mentions_per_post',
      'follows_per_hour',
      'reports_per_day',
      'mentions_per_day',
    ];
    const levels = ['new', 'bronze', 'silver', 'gold', 'platinum'];
    const row = (level: string) => shipped.find((r) => r.trust_level === level);
    assert.deepEqual(
      columns.map((column) => row('new')?.[column]),
      [5, 20, 5, 20, 5, 25],
    );
    for (const column of columns)
      for (let i = 1; i < levels.length; i += 1)
        assert.ok(
          Number(row(levels[i]!)?.[column]) > Number(row(levels[i - 1]!)?.[column]),
          `${column}: ${levels[i]} above ${levels[i - 1]}`,
        );
  });

  it('are readable by a visitor and cannot be changed by a member', async () => {
    const read = await anonClient(stack).from('write_limits').select('*').eq('trust_level', 'new');
    assert.ifError(read.error);
    assert.equal(read.data[0]?.posts_per_day, LIMITS.new.posts);

    const before = await stack.pool.query('select * from public.write_limits order by trust_level');
    const update = await newcomer.client
      .from('write_limits')
      .update({ posts_per_day: 1000 })
      .eq('trust_level', 'new')
      .select();
    assert.ok(update.error, 'a member may not raise a limit');
    const insert = await newcomer.client.from('write_limits').insert({ trust_level: 'new' });
    assert.ok(insert.error);
    const remove = await newcomer.client.from('write_limits').delete().eq('trust_level', 'new');
    assert.ok(remove.error);
    const after = await stack.pool.query('select * from public.write_limits order by trust_level');
    assert.deepEqual(after.rows, before.rows);
  });

  for (const level of ['new', 'bronze'] as const) {
    const member = () => (level === 'new' ? newcomer : bronze);
    const limit = LIMITS[level];

    it(`let a ${level} member share ${limit.posts} posts a day, then refuse the next`, async () => {
      for (let i = 0; i < limit.posts; i += 1) {
        const { error } = await member()
          .client.from('posts')
          .insert({ user_id: member().id, title: `Post ${i}` });
        assert.ifError(error);
      }
      const refused = await member()
        .client.from('posts')
        .insert({ user_id: member().id, title: 'One too many' });
      assertRefused(refused.error, 'posts_per_day');
      assert.equal(await rowsBy('posts', 'user_id', member().id), limit.posts);
    });

    it(`let a ${level} member write ${limit.comments} comments an hour, reactions aside`, async () => {
      const { error: reaction } = await member()
        .client.from('comments')
        .insert({ post_id: targetPost, user_id: member().id, content: '', comment_type: 'like' });
      assert.ifError(reaction);
      for (let i = 0; i < limit.comments; i += 1) {
        const { error } = await member()
          .client.from('comments')
          .insert({
            post_id: targetPost,
            user_id: member().id,
            content: `Question ${i}`,
            comment_type: 'question',
          });
        assert.ifError(error);
      }
      const refused = await member().client.from('comments').insert({
        post_id: targetPost,
        user_id: member().id,
        content: 'One too many',
        comment_type: 'question',
      });
      assertRefused(refused.error, 'comments_per_hour');
      // A reaction is not a written comment: still allowed over the limit.
      const gripe = await member()
        .client.from('comments')
        .insert({ post_id: targetPost, user_id: member().id, content: '', comment_type: 'gripe' });
      assert.ifError(gripe.error);
      assert.equal(await rowsBy('comments', 'user_id', member().id), limit.comments + 2);
    });

    it(`let a ${level} member mention ${limit.mentions} members in a comment, not more`, async () => {
      // The comment limit above is used up, so the mention limit is tried on a lifted one.
      await stack.pool.query(
        'update public.write_limits set comments_per_hour = null where trust_level = $1',
        [level],
      );
      const mentions = (n: number) =>
        others
          .slice(0, n)
          .map((other) => `@${other.username}`)
          .join(' ');
      const allowed = await member()
        .client.from('comments')
        .insert({
          post_id: targetPost,
          user_id: member().id,
          content: `Thoughts, ${mentions(limit.mentions)} ${mentions(limit.mentions)}?`,
          comment_type: 'question',
        });
      assert.ifError(allowed.error);
      const refused = await member()
        .client.from('comments')
        .insert({
          post_id: targetPost,
          user_id: member().id,
          content: `Thoughts, ${mentions(limit.mentions + 1)}?`,
          comment_type: 'question',
        });
      assertRefused(refused.error, 'mentions_per_post');
      assert.match(refused.error.message, new RegExp(`up to ${limit.mentions} members`));
      await stack.pool.query(
        'update public.write_limits set comments_per_hour = $2 where trust_level = $1',
        [level, limit.comments],
      );
    });

    it(`let a ${level} member follow ${limit.follows} members an hour, then refuse`, async () => {
      for (const other of others.slice(0, limit.follows)) {
        const { error } = await member()
          .client.from('user_follows')
          .insert({ follower_id: member().id, following_id: other.id });
        assert.ifError(error);
      }
      const refused = await member()
        .client.from('user_follows')
        .insert({ follower_id: member().id, following_id: others[limit.follows]!.id });
      assertRefused(refused.error, 'follows_per_hour');
      assert.equal(await rowsBy('user_follows', 'follower_id', member().id), limit.follows);
    });

    it(`let a ${level} member send ${limit.reports} reports a day, then refuse`, async () => {
      for (let i = 0; i < limit.reports; i += 1) {
        const { error } = await member().client.from('reports').insert({
          target_id: targetPost,
          target_type: 'post',
          reporter_id: member().id,
          reason: 'spam',
        });
        assert.ifError(error);
      }
      const refused = await member().client.from('reports').insert({
        target_id: targetPost,
        target_type: 'post',
        reporter_id: member().id,
        reason: 'spam',
      });
      assertRefused(refused.error, 'reports_per_day');
      assert.equal(await rowsBy('reports', 'reporter_id', member().id), limit.reports);
    });
  }

  it('refuse a post mentioning too many members; oneself and unknown names do not count', async () => {
    const author = await signUpMember(stack, uniqueUsername('mentioner'));
    const { rows } = await stack.pool.query<{ username: string }>(
      'select username from public.profiles where id = $1',
      [author.id],
    );
    const names = (n: number) => others.slice(0, n).map((other) => `@${other.username}`);
    const allowed = await author.client.from('posts').insert({
      user_id: author.id,
      title: 'Who agrees?',
      description: [...names(LIMITS.new.mentions), `@${rows[0]!.username}`, '@nobody_here'].join(
        ' ',
      ),
    });
    assert.ifError(allowed.error);
    const refused = await author.client.from('posts').insert({
      user_id: author.id,
      title: `Who agrees? ${names(1).join('')}`,
      description: names(LIMITS.new.mentions + 1)
        .slice(1)
        .join(' '),
    });
    assertRefused(refused.error, 'mentions_per_post');
    assert.equal(await rowsBy('posts', 'user_id', author.id), 1);
  });

  it('let only as many parallel posts through as the limit allows', async () => {
    const member = await signUpMember(stack, uniqueUsername('burst'));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        member.client.from('posts').insert({ user_id: member.id, title: `Burst ${i}` }),
      ),
    );
    assert.equal(results.filter((result) => !result.error).length, LIMITS.new.posts);
    for (const result of results.filter((r) => r.error))
      assertRefused(result.error, 'posts_per_day');
    assert.equal(await rowsBy('posts', 'user_id', member.id), LIMITS.new.posts);
  });

  it('do not hold the service role back', async () => {
    const service = serviceClient(stack);
    const { error } = await service.from('posts').insert(
      Array.from({ length: LIMITS.new.posts + 2 }, (_, i) => ({
        user_id: newcomer.id,
        title: `Imported ${i}`,
      })),
    );
    assert.ifError(error);
  });

  it('count only the window: older posts leave room for new ones', async () => {
    const member = await signUpMember(stack, uniqueUsername('yesterday'));
    await stack.pool.query(
      `insert into public.posts (user_id, title, created_at)
       select $1, 'Old post ' || i, now() - interval '25 hours' from generate_series(1, $2) as i`,
      [member.id, LIMITS.new.posts + 3],
    );
    const { error } = await member.client
      .from('posts')
      .insert({ user_id: member.id, title: 'A new day' });
    assert.ifError(error);
  });
});

describe('a write in another member’s name', () => {
  it('is refused by row-level security, not by the other member’s limit', async () => {
    const refused = await others[1]!.client.from('reports').insert({
      target_id: targetPost,
      target_type: 'post',
      reporter_id: newcomer.id,
      reason: 'spam',
    });
    assert.ok(refused.error);
    assert.equal(refused.error.code, '42501');
  });
});
