import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// The feed's view, feed_cards: every sort over several pages of 12 matches an independent SQL
// ordering that counts comments itself (not the trigger-kept counters), and the filters and exact
// count match.

const PAGE = 12;
let stack: TestStack;
let visitor: SupabaseClient;

type Sort = 'newest' | 'oldest' | 'most_liked' | 'most_griped' | 'most_discussed';

// The query shape supabase/calls.md gives the frontend.
const orders: Record<Sort, Array<[string, boolean]>> = {
  newest: [['created_at', false]],
  oldest: [['created_at', true]],
  most_liked: [
    ['like_count', false],
    ['created_at', false],
  ],
  most_griped: [
    ['gripe_count', false],
    ['created_at', false],
  ],
  most_discussed: [
    ['discussion_count', false],
    ['created_at', false],
  ],
};

// The same orderings written against the base tables.
const likes = `(select count(*) from public.comments c where c.post_id = p.id and c.parent_id is null and c.comment_type = 'like')`;
const gripes = `(select count(*) from public.comments c where c.post_id = p.id and c.parent_id is null and c.comment_type = 'gripe')`;
const independentOrder: Record<Sort, string> = {
  newest: 'p.created_at desc, p.id desc',
  oldest: 'p.created_at asc, p.id asc',
  most_liked: `${likes} desc, p.created_at desc, p.id desc`,
  most_griped: `${gripes} desc, p.created_at desc, p.id desc`,
  most_discussed: `${likes} + ${gripes} desc, p.created_at desc, p.id desc`,
};

interface Filters {
  term?: string;
  category?: string;
  tags?: string[];
}

async function fetchAllPages(
  sort: Sort,
  filters: Filters = {},
): Promise<{ ids: string[]; count: number | null }> {
  const ids: string[] = [];
  let count: number | null = null;
  for (let page = 0; ; page += 1) {
    let query = visitor.from('feed_cards').select('*', { count: page === 0 ? 'exact' : undefined });
    if (filters.term)
      query = query.or(`title.ilike.%${filters.term}%,description.ilike.%${filters.term}%`);
    if (filters.category) query = query.eq('category', filters.category);
    if (filters.tags) query = query.overlaps('hashtags', filters.tags);
    for (const [column, ascending] of orders[sort]) query = query.order(column, { ascending });
    query = query.order('id', { ascending: sort === 'oldest' });
    const result = await query.range(page * PAGE, page * PAGE + PAGE - 1);
    assert.ifError(result.error);
    if (page === 0) count = result.count;
    ids.push(...result.data.map((row: { id: string }) => row.id));
    if (result.data.length < PAGE) return { ids, count };
  }
}

async function expectedIds(sort: Sort, where = 'true', params: unknown[] = []): Promise<string[]> {
  const { rows } = await stack.pool.query(
    `select p.id from public.posts p where ${where} order by ${independentOrder[sort]}`,
    params,
  );
  return rows.map((row) => row.id);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  // Seven members, 41 posts with repeated timestamps (so the tie-breakers matter) and a spread of
  // reactions and written comments, all through the real triggers.
  await stack.pool.query(`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), format('feed%s@example.test', g), jsonb_build_object('username', format('feeder_%s', g))
      from generate_series(1, 7) g`);
  await stack.pool.query(`
    insert into public.posts (user_id, title, description, category, hashtags, created_at)
    select (select id from public.profiles order by username offset (g % 7) limit 1),
           case when g % 4 = 0 then format('Kettle number %s', g) else format('Item %s', g) end,
           case when g % 5 = 0 then 'A quiet KETTLE' else 'Nothing special' end,
           (array['food', 'books', 'travel'])[1 + g % 3],
           case when g % 3 = 0 then array['blue', 'tea'] when g % 3 = 1 then array['red'] else array[]::text[] end,
           timestamptz '2026-01-01' + ((g / 3) * interval '1 hour')
      from generate_series(1, 41) g`);
  await stack.pool.query(`
    insert into public.comments (post_id, user_id, content, comment_type)
    select p.id, u.id, '', t.kind
      from (select id, row_number() over (order by title) as n from public.posts) p
      cross join (select id, row_number() over (order by username) as n from public.profiles) u
      cross join (values ('like'), ('gripe')) as t (kind)
     where (t.kind = 'like' and (p.n * u.n) % 5 < 2) or (t.kind = 'gripe' and (p.n + u.n) % 6 = 0)`);
  await stack.pool.query(`
    insert into public.comments (post_id, user_id, content, comment_type)
    select p.id, (select id from public.profiles limit 1), 'Written ' || p.n, (array['like', 'gripe', 'question'])[1 + p.n % 3]
      from (select id, row_number() over (order by id) as n from public.posts) p
     where p.n % 2 = 0`);
});

after(async () => {
  await stack?.stop();
});

describe('feed_cards sorts, over more than one page', () => {
  for (const sort of Object.keys(orders) as Sort[]) {
    it(`${sort} matches the independent ordering`, async () => {
      const { ids, count } = await fetchAllPages(sort);
      const expected = await expectedIds(sort);
      assert.ok(expected.length > 2 * PAGE);
      assert.deepEqual(ids, expected);
      assert.equal(count, expected.length);
    });
  }
});

describe('feed_cards filters', () => {
  it('search matches title or description ignoring case, with the exact count', async () => {
    const { ids, count } = await fetchAllPages('most_liked', { term: 'kettle' });
    const expected = await expectedIds(
      'most_liked',
      `p.title ilike '%kettle%' or p.description ilike '%kettle%'`,
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(ids, expected);
    assert.equal(count, expected.length);
  });
  it('category and hashtag overlap combine', async () => {
    const { ids, count } = await fetchAllPages('newest', {
      category: 'books',
      tags: ['red', 'tea'],
    });
    const expected = await expectedIds(
      'newest',
      `p.category = 'books' and p.hashtags && array['red', 'tea']`,
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(ids, expected);
    assert.equal(count, expected.length);
  });
  it('cards carry the author and counts equal to the comments, and nothing else', async () => {
    const { data, error } = await visitor
      .from('feed_cards')
      .select()
      .order('created_at')
      .limit(PAGE);
    assert.ifError(error);
    for (const card of data) {
      const { rows } = await stack.pool.query(
        `select pr.username, ${likes}::int as likes, ${gripes}::int as gripes
           from public.posts p join public.profiles pr on pr.id = p.user_id where p.id = $1`,
        [card.id],
      );
      assert.deepEqual(
        [card.author_username, card.like_count, card.gripe_count, card.discussion_count],
        [rows[0].username, rows[0].likes, rows[0].gripes, rows[0].likes + rows[0].gripes],
      );
      // What a card shows (feed-mfe reads the view whole), and the sorts' discussion_count.
      assert.deepEqual(Object.keys(card), [
        'id',
        'user_id',
        'title',
        'description',
        'category',
        'media_urls',
        'link_url',
        'hashtags',
        'created_at',
        'like_count',
        'gripe_count',
        'discussion_count',
        'author_username',
        'author_display_name',
        'author_avatar_url',
        'edited_at',
      ]);
    }
  });
  it("post detail's feed_posts row adds the question count and the reader's reactions", async () => {
    const { data, error } = await visitor
      .from('feed_posts')
      .select('*')
      .order('created_at')
      .limit(PAGE);
    assert.ifError(error);
    for (const post of data) {
      const { rows } = await stack.pool.query(
        `select (select count(*) from public.comments c where c.post_id = $1 and c.comment_type = 'question')::int as questions`,
        [post.id],
      );
      assert.deepEqual(
        [post.question_count, post.viewer_has_liked, post.viewer_has_griped],
        [rows[0].questions, false, false],
      );
    }
  });
});
