import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// search_feed_cards: every page it returns, in every feed sort, is the page an independent ILIKE
// query over the base table gives, for frequent words (found by walking the sort's index) and for
// rare ones (found through the trigram index); its rows are the feed_cards view's.

const PAGE = 12;
const POSTS = 1500;
let stack: TestStack;
let visitor: SupabaseClient;

type Sort = 'newest' | 'oldest' | 'most_liked' | 'most_griped' | 'most_discussed';

const independentOrder: Record<Sort, string> = {
  newest: 'created_at desc, id desc',
  oldest: 'created_at asc, id asc',
  most_liked: 'like_count desc, created_at desc, id desc',
  most_griped: 'gripe_count desc, created_at desc, id desc',
  most_discussed: 'like_count + gripe_count desc, created_at desc, id desc',
};
const sorts = Object.keys(independentOrder) as Sort[];

interface Search {
  words: string;
  category?: string;
  hashtags?: string[];
}

/** One page as feed-mfe asks for it: GET rpc/search_feed_cards, whole rows (no `select`). */
async function searchPage(search: Search, sort: Sort, page: number): Promise<string[]> {
  const { data, error } = await visitor.rpc(
    'search_feed_cards',
    {
      _search: search.words,
      _category: search.category,
      _hashtags: search.hashtags,
      _sort: sort,
      _offset: page * PAGE,
      _limit: PAGE,
    },
    { get: true },
  );
  assert.ifError(error);
  return (data as { id: string }[]).map((row) => row.id);
}

/** The same page straight from the table: the pattern escaped by hand, LIKE's escape is '\'. */
async function expectedPage(search: Search, sort: Sort, page: number): Promise<string[]> {
  const pattern = `%${search.words.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.posts
      where (title ilike $1 or description ilike $1)
        and ($2::text is null or category = $2)
        and ($3::text[] is null or hashtags && $3)
      order by ${independentOrder[sort]} offset $4 limit $5`,
    [pattern, search.category ?? null, search.hashtags ?? null, page * PAGE, PAGE],
  );
  return rows.map((row) => row.id);
}

async function matchCount(words: string): Promise<number> {
  const { rows } = await stack.pool.query<{ count: number }>(
    `select count(*)::int as count from public.posts where title ilike $1 or description ilike $1`,
    [`%${words}%`],
  );
  return rows[0]?.count ?? 0;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  await stack.pool.query(`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), format('speed%s@example.test', g), jsonb_build_object('username', format('speedy_%s', g))
      from generate_series(1, 5) g`);
  // Timestamps repeat (three posts an hour) so the id tie-breaker matters; 'Kettle' is in every
  // third post, 'medium roast' in every 90th (too rare to fill a page from the newest posts),
  // 'rare gem' in three posts; '100%' and 'snake_case' test LIKE's wildcards as plain text.
  await stack.pool.query(
    `insert into public.posts (user_id, title, description, category, hashtags, created_at)
     select (select id from public.profiles order by username offset (g % 5) limit 1),
            case when g % 3 = 0 then format('Kettle number %s', g)
                 when g % 250 = 1 then format('Deal %s: 100%% off', g)
                 when g % 250 = 2 then format('Deal %s: 1000 off', g)
                 else format('Item %s', g) end,
            case when g % 90 = 0 then 'A Medium Roast review'
                 when g in (7, 700, 1401) then 'Found a RARE GEM here'
                 when g % 400 = 5 then 'written in snake_case'
                 when g % 400 = 6 then 'written in snakeXcase'
                 else 'Nothing special' end,
            (array['food', 'books', 'travel'])[1 + g % 3],
            case when g % 2 = 0 then array['blue', 'tea'] else array['red'] end,
            timestamptz '2026-01-01' + ((g / 3) * interval '1 hour')
       from generate_series(1, $1::int) g`,
    [POSTS],
  );
  // Spread the counters the sorts order by (kept by triggers in the product; set here directly).
  await stack.pool.query(
    `update public.posts set like_count = abs(hashtext(id::text)) % 7, gripe_count = abs(hashtext(title)) % 5`,
  );
});

after(async () => {
  await stack?.stop();
});

describe('search_feed_cards pages equal the independent query', () => {
  for (const sort of sorts) {
    it(`a frequent word (found early in the sort order), ${sort}, pages 1, 2 and 40`, async () => {
      assert.ok((await matchCount('kettle')) > 40 * PAGE);
      for (const page of [0, 1, 39]) {
        const expected = await expectedPage({ words: 'kettle' }, sort, page);
        assert.equal(expected.length, PAGE);
        assert.deepEqual(await searchPage({ words: 'KeTTle' }, sort, page), expected);
      }
    });
    it(`a rarer word (the trigram query), ${sort}, every page`, async () => {
      assert.ok((await matchCount('medium roast')) > PAGE);
      for (const page of [0, 1, 2]) {
        const expected = await expectedPage({ words: 'medium roast' }, sort, page);
        assert.deepEqual(await searchPage({ words: 'MEDIUM ROAST' }, sort, page), expected);
      }
    });
  }

  it('a rare word, and a word in no post', async () => {
    const expected = await expectedPage({ words: 'rare gem' }, 'newest', 0);
    assert.equal(expected.length, 3);
    assert.deepEqual(await searchPage({ words: 'rare gem' }, 'newest', 0), expected);
    assert.deepEqual(await searchPage({ words: 'xylophone' }, 'newest', 0), []);
  });

  it('with a category and hashtags, frequent and rare', async () => {
    for (const search of [
      { words: 'kettle', category: 'food', hashtags: ['tea', 'green'] },
      { words: 'medium roast', category: 'food', hashtags: ['blue'] },
    ]) {
      for (const page of [0, 1]) {
        const expected = await expectedPage(search, 'most_liked', page);
        assert.deepEqual(await searchPage(search, 'most_liked', page), expected);
      }
    }
    assert.equal(
      (await expectedPage({ words: 'kettle', category: 'food' }, 'newest', 0)).length,
      PAGE,
    );
  });

  it('matches %, _ and \\ in the words literally', async () => {
    const percent = await searchPage({ words: '100%' }, 'newest', 0);
    assert.ok(percent.length > 0);
    assert.deepEqual(percent, await expectedPage({ words: '100%' }, 'newest', 0));
    const underscore = await searchPage({ words: 'snake_case' }, 'newest', 0);
    assert.ok(underscore.length > 0);
    assert.deepEqual(underscore, await expectedPage({ words: 'snake_case' }, 'newest', 0));
    assert.deepEqual(await searchPage({ words: 'snake\\' }, 'newest', 0), []);
  });

  it('returns whole feed_cards rows, as the view gives them', async () => {
    for (const words of ['kettle', 'rare gem']) {
      const { data: found, error } = await visitor.rpc(
        'search_feed_cards',
        { _search: words, _limit: 3 },
        { get: true },
      );
      assert.ifError(error);
      const ids = (found as { id: string }[]).map((row) => row.id);
      assert.equal(ids.length, 3);
      const { data: cards, error: viewError } = await visitor
        .from('feed_cards')
        .select()
        .in('id', ids)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      assert.ifError(viewError);
      assert.deepEqual(found, cards);
    }
  });

  it("runs with the caller's rights, so row-level security on posts applies", async () => {
    const { rows } = await stack.pool.query<{ proname: string; prosecdef: boolean }>(
      `select proname, prosecdef from pg_catalog.pg_proc where proname like 'search_feed_%'`,
    );
    // One search function: search_feed_posts is gone.
    assert.deepEqual(rows, [{ proname: 'search_feed_cards', prosecdef: false }]);
  });
});
