import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// feed_card_count (migration 20261124090000), the Filters panel's count: through supabase-js, as
// GET, it equals the number of visible posts an independent query over the base table finds for
// each narrowing the feed has (LIKE wildcards in the words match literally), stops at the cap + 1,
// never counts a hidden post (not even for its author), and bounds the cap it is given.

const POSTS = 900;
/** Filler posts (no searched word) that take the whole feed past the largest cap. */
const FILLER = 10_100;
const LARGEST_CAP = 10_000;

let stack: TestStack;
let visitor: SupabaseClient;
let author: Member;

interface Narrowing {
  search?: string;
  category?: string;
  hashtags?: string[];
}

async function feedCount(
  client: SupabaseClient,
  narrowing: Narrowing,
  cap = LARGEST_CAP,
): Promise<number> {
  const { data, error } = await client.rpc(
    'feed_card_count',
    {
      _search: narrowing.search,
      _category: narrowing.category,
      _hashtags: narrowing.hashtags,
      _cap: cap,
    },
    { get: true },
  );
  assert.ifError(error);
  assert.equal(typeof data, 'number');
  return data as number;
}

/** The visible posts that match, straight from the table: the pattern escaped by hand. */
async function expectedCount({ search, category, hashtags }: Narrowing): Promise<number> {
  const pattern = search ? `%${search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
  const { rows } = await stack.pool.query<{ count: number }>(
    `select count(*)::int as count from public.posts
      where hidden_at is null
        and ($1::text is null or title ilike $1 or description ilike $1)
        and ($2::text is null or category = $2)
        and ($3::text[] is null or hashtags && $3)`,
    [pattern, category ?? null, hashtags ?? null],
  );
  return rows[0]?.count ?? 0;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  author = await signUpMember(stack, 'count_author');
  await signUpMember(stack, 'count_other');
  // 'Kettle' in every third post; '100%' and 'snake_case' test LIKE's wildcards as plain text,
  // beside '1000' and 'snakeXcase', which a wildcard would match.
  await stack.pool.query(
    `insert into public.posts (user_id, title, description, category, hashtags)
     select (select id from public.profiles where username like 'count_%' order by username offset (g % 2) limit 1),
            case when g % 3 = 0 then format('Kettle number %s', g)
                 when g % 50 = 1 then format('Deal %s: 100%% off', g)
                 when g % 50 = 2 then format('Deal %s: 1000 off', g)
                 else format('Item %s', g) end,
            case when g % 40 = 5 then 'written in snake_case'
                 when g % 40 = 6 then 'written in snakeXcase'
                 when g % 7 = 0 then 'a KETTLE that whistles'
                 else 'Nothing special' end,
            (array['food', 'books', 'travel'])[1 + g % 3],
            case when g % 2 = 0 then array['blue', 'tea'] else array['red'] end
       from generate_series(1, $1::int) g`,
    [POSTS],
  );
  // Hidden posts: some with the searched word, one with a word no visible post has.
  await stack.pool.query(
    `update public.posts set title = 'Only hidden: zanzibar' where title = 'Item 10'`,
  );
  await stack.pool.query(
    `update public.posts set hidden_at = now()
      where title in ('Kettle number 3', 'Kettle number 6', 'Only hidden: zanzibar', 'Item 11')`,
  );
});

after(async () => {
  await stack?.stop();
});

describe('feed_card_count', () => {
  it('equals the number of visible posts that match, for each narrowing', async () => {
    const narrowings: Narrowing[] = [
      {},
      { search: 'kettle' },
      { search: '  KeTTle ' },
      { search: '100%' },
      { search: 'snake_case' },
      { search: 'no such word' },
      { category: 'food' },
      { hashtags: ['tea', 'green'] },
      { hashtags: ['red'] },
      { search: 'kettle', category: 'books', hashtags: ['blue'] },
      { search: '100%', hashtags: ['red', 'tea'] },
    ];
    for (const narrowing of narrowings) {
      const expected = await expectedCount(narrowing);
      assert.equal(await feedCount(visitor, narrowing), expected, JSON.stringify(narrowing));
    }
    // The wildcards are plain text: '100%' is not '1000', 'snake_case' is not 'snakeXcase'.
    assert.equal(await feedCount(visitor, { search: '100%' }), 12);
    assert.equal(await feedCount(visitor, { search: 'snake_case' }), 23);
    assert.ok((await feedCount(visitor, { search: 'kettle' })) > 300);
  });

  it('stops at the cap + 1', async () => {
    const matches = await expectedCount({ search: 'kettle' });
    assert.equal(await feedCount(visitor, { search: 'kettle' }, 10), 11);
    assert.equal(await feedCount(visitor, { search: 'kettle' }, matches - 1), matches);
    assert.equal(await feedCount(visitor, { search: 'kettle' }, matches), matches);
    assert.equal(await feedCount(visitor, { search: 'kettle' }, 0), 1);
    assert.equal(await feedCount(visitor, { search: 'no such word' }, 0), 0);
  });

  it('counts hashtags past the cap from the kept counts, their hidden posts left out', async () => {
    const { rows } = await stack.pool.query<{ count: number }>(
      `select count(*)::int as count from public.posts where hidden_at is not null and 'red' = any(hashtags)`,
    );
    assert.ok((rows[0]?.count ?? 0) > 0, 'some posts with the hashtag are hidden');
    const mostShownOfOne = await expectedCount({ hashtags: ['red'] });
    for (const hashtags of [['red'], ['red', 'tea'], ['red', 'no-such-tag']]) {
      const shown = await expectedCount({ hashtags });
      for (const cap of [
        mostShownOfOne - 2,
        mostShownOfOne - 1,
        mostShownOfOne,
        shown,
        shown + 1,
      ]) {
        assert.equal(
          await feedCount(visitor, { hashtags }, cap),
          Math.min(shown, cap + 1),
          `${hashtags.join(', ')} with the cap ${cap}`,
        );
      }
    }
  });

  it('never counts a hidden post, not even for its author', async () => {
    const { rows } = await stack.pool.query<{ user_id: string }>(
      `select user_id from public.posts where title = 'Only hidden: zanzibar'`,
    );
    const hiddenAuthor = rows[0]?.user_id === author.id ? author : null;
    assert.ok(hiddenAuthor, 'the hidden post belongs to count_author');
    assert.equal(await feedCount(visitor, { search: 'zanzibar' }), 0);
    assert.equal(await feedCount(hiddenAuthor.client, { search: 'zanzibar' }), 0);
    const visibleKettles = await expectedCount({ search: 'kettle' });
    const { rows: all } = await stack.pool.query<{ count: number }>(
      `select count(*)::int as count from public.posts where title ilike '%kettle%' or description ilike '%kettle%'`,
    );
    assert.equal(visibleKettles, (all[0]?.count ?? 0) - 2);
    assert.equal(await feedCount(hiddenAuthor.client, { search: 'kettle' }), visibleKettles);
  });

  it('counts for visitors and members alike, with the cap the panel uses by default', async () => {
    const member = await signUpMember(stack, 'count_reader');
    const kettles = await expectedCount({ search: 'kettle' });
    assert.equal(await feedCount(member.client, { search: 'kettle' }), kettles);
    const { data, error } = await visitor.rpc('feed_card_count', {}, { get: true });
    assert.ifError(error);
    assert.equal(data, Math.min(await expectedCount({}), 1000 + 1));
  });

  it(`counts at most ${LARGEST_CAP.toLocaleString('en')} + 1, whatever cap is asked`, async () => {
    await stack.pool.query(
      `insert into public.posts (user_id, title, category)
       select $1, format('Filler %s', g), 'travel' from generate_series(1, $2::int) g`,
      [author.id, FILLER],
    );
    assert.ok((await expectedCount({})) > LARGEST_CAP + 1);
    assert.equal(await feedCount(visitor, {}, 1_000_000), LARGEST_CAP + 1);
    assert.equal(await feedCount(visitor, {}, 2_147_483_647), LARGEST_CAP + 1);
    assert.equal(await feedCount(visitor, {}, LARGEST_CAP), LARGEST_CAP + 1);
    assert.equal(await feedCount(visitor, {}, -5), 1);
  });
});
