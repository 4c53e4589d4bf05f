import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createPlanCallers, type PlanCallers } from './helpers/plan-callers.ts';
import { traced, type PlanNode } from './helpers/traced-plans.ts';

// A rare word under row-level security: search_feed_cards and feed_card_count read the matching
// posts through the trigram index on search_text for visitors, members and moderators, not the
// whole table. ILIKE is not leakproof, so in a query under the posts policies
// (`hidden_at is null …`) PostgreSQL may not use it in an index scan ahead of the policy; the plans
// the functions run are read with auto_explain (nested statements, sent to this client as notices).
// The answers stay those of the policies: hidden posts are left out for everyone, their author and
// moderators included.

const POSTS = 6000;
const RARE_WORD = 'xylophone';
/** Posts with the rare word (by number): one title, two descriptions; the second one is hidden. */
const RARE_IN_TITLE = 10;
const RARE_HIDDEN = 2500;
const RARE_IN_DESCRIPTION = 5000;
const TRIGRAM_INDEX = 'posts_search_text_trgm_idx';
/** Every post has the common hashtag; the posts with the rare word have it as a hashtag too. */
const COMMON_HASHTAG = 'item';

let stack: TestStack;
let authorId: string;
let callers: PlanCallers['callers'];

function postScans(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter((node) => node['Relation Name'] === 'posts');
}

/** The reads of posts are index reads, the words found through the trigram index. */
function assertReadsThroughTrigramIndexes(nodes: PlanNode[], what: string) {
  const seqScans = postScans(nodes).filter((node) => node['Node Type'] === 'Seq Scan');
  assert.equal(seqScans.length, 0, `${what}: reads the whole posts table`);
  const trigramScans = nodes.filter((node) => node['Index Name'] === TRIGRAM_INDEX);
  assert.ok(trigramScans.length > 0, `${what}: no trigram index scanned`);
}

async function postIdsNumbered(numbers: number[]): Promise<string[]> {
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.posts where title like any ($1::text[]) order by created_at desc, id desc`,
    [numbers.map((n) => `% number ${n}`)],
  );
  return rows.map((row) => row.id);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  ({ authorId, callers } = await createPlanCallers(stack.pool, 'planner'));
  // One post an hour, newest last; the rare word only in a few old posts, far from the newest window.
  await stack.pool.query(
    `insert into public.posts (user_id, title, description, hashtags, created_at)
     select case when g = $2 then $5::uuid
                 else (select id from public.profiles where username like 'planner_%' order by username offset (g % 3) limit 1) end,
            case when g = $3 then format('A %s in the attic, number %s', $6::text, g)
                 else format('Item number %s', g) end,
            case when g in ($2, $4) then format('It plays like a %s', upper($6::text))
                 else 'Nothing special' end,
            case when g in ($2, $3, $4) then array[$7::text, $6::text] else array[$7::text] end,
            timestamptz '2026-01-01' + g * interval '1 hour'
       from generate_series(1, $1::int) g`,
    [POSTS, RARE_HIDDEN, RARE_IN_TITLE, RARE_IN_DESCRIPTION, authorId, RARE_WORD, COMMON_HASHTAG],
  );
  await stack.pool.query(`update public.posts set hidden_at = now() where title = $1`, [
    `Item number ${RARE_HIDDEN}`,
  ]);
  // As autovacuum leaves a table: the trigram index's pending entries merged (a long pending list
  // makes an index scan look dear to the planner) and the statistics taken.
  await stack.pool.query('vacuum analyze public.posts');
});

after(async () => {
  await stack?.stop();
});

describe('a rare word under row-level security', () => {
  it('search_feed_cards finds its visible posts through the trigram index', async () => {
    const expected = await postIdsNumbered([RARE_IN_DESCRIPTION, RARE_IN_TITLE]);
    for (const [who, caller] of callers) {
      const { rows, nodes } = await traced<{ id: string }>(
        stack.databaseUrl,
        caller,
        `select id from public.search_feed_cards($1)`,
        [RARE_WORD],
      );
      assert.deepEqual(
        rows.map((row) => row.id),
        expected,
        `${who}: the visible posts only`,
      );
      assertReadsThroughTrigramIndexes(nodes, who);
    }
  });

  it('search_feed_cards in another sort and with a category, too', async () => {
    const { rows, nodes } = await traced<{ id: string }>(
      stack.databaseUrl,
      { role: 'anon' },
      `select id from public.search_feed_cards($1, _category => 'other', _sort => 'most_liked')`,
      [RARE_WORD],
    );
    assert.equal(rows.length, 2, 'the visible posts only');
    assertReadsThroughTrigramIndexes(nodes, 'most liked, one category');
  });

  it('feed_card_count counts its visible posts through the trigram index', async () => {
    for (const [who, caller] of callers) {
      const { rows, nodes } = await traced<{ count: number }>(
        stack.databaseUrl,
        caller,
        `select public.feed_card_count(_search => $1) as count`,
        [RARE_WORD],
      );
      assert.equal(rows[0]?.count, 2, `${who}: the visible posts only`);
      assertReadsThroughTrigramIndexes(nodes, who);
    }
  });

  it('feed_card_count finds a common word among the newest posts, reading no table from its start', async () => {
    // Every title has 'number'. A sequential scan of a large table reads through a small ring of
    // buffers of its own, so the pages it read are not kept for the next count.
    const { rows, nodes } = await traced<{ count: number }>(
      stack.databaseUrl,
      { role: 'anon' },
      `select public.feed_card_count(_search => $1, _cap => 100) as count`,
      ['number'],
    );
    assert.equal(rows[0]?.count, 101, 'the cap + 1');
    const seqScans = postScans(nodes).filter((node) => node['Node Type'] === 'Seq Scan');
    assert.equal(seqScans.length, 0, 'reads the posts table from its start');
    assert.ok(nodes.some((node) => node['Index Name'] === 'posts_created_at_idx'));
  });

  it('feed_card_count answers a common hashtag past the cap from the kept counts, reading only hidden posts', async () => {
    // Walking the newest posts for the cap + 1 with the hashtag read ten or more posts per match
    // for a hashtag that one post in ten has.
    const { rows, nodes } = await traced<{ count: number }>(
      stack.databaseUrl,
      { role: 'anon' },
      `select public.feed_card_count(_hashtags => $1, _cap => 100) as count`,
      [[COMMON_HASHTAG]],
    );
    assert.equal(rows[0]?.count, 101, 'the cap + 1');
    const seqScans = postScans(nodes).filter((node) => node['Node Type'] === 'Seq Scan');
    assert.equal(seqScans.length, 0, 'reads the posts table from its start');
    const postIndexes = new Set(
      nodes.map((node) => node['Index Name']).filter((name) => name?.startsWith('posts_')),
    );
    assert.deepEqual(
      [...postIndexes],
      ['posts_hidden_hashtags_idx'],
      'reads posts beyond the hidden',
    );
  });

  it('feed_card_count counts a rare hashtag through the hashtag index', async () => {
    // Under the policies `hashtags && …` (not leakproof) cannot be an index condition, so the count
    // walked the newest posts, or all of them, for a hashtag that a few old posts have.
    for (const [who, caller] of callers) {
      const { rows, nodes } = await traced<{ count: number }>(
        stack.databaseUrl,
        caller,
        `select public.feed_card_count(_hashtags => $1) as count`,
        [[RARE_WORD]],
      );
      assert.equal(rows[0]?.count, 2, `${who}: the visible posts only`);
      const seqScans = postScans(nodes).filter((node) => node['Node Type'] === 'Seq Scan');
      assert.equal(seqScans.length, 0, `${who}: reads the whole posts table`);
      assert.ok(
        nodes.some((node) => node['Index Name'] === 'posts_hashtags_idx'),
        `${who}: no hashtag index scanned`,
      );
    }
  });

  it('asks the trigram index for the words without the characters around them', async () => {
    // pg_trgm adds word-start and word-end trigrams next to such characters ('  x' for '#x…'),
    // which nearly every post has; the whole words are checked on the rows the index finds.
    for (const [words, expected] of [
      [`#${RARE_WORD}`, 0],
      [`${RARE_WORD} in the attic,`, 1],
    ] as const) {
      const { rows, nodes } = await traced<{ count: number }>(
        stack.databaseUrl,
        { role: 'anon' },
        `select public.feed_card_count(_search => $1) as count`,
        [words],
      );
      assert.equal(rows[0]?.count, expected, words);
      const conditions = nodes
        .filter((node) => node['Index Name'] === TRIGRAM_INDEX)
        .map((node) => node['Index Cond']);
      const core = words.replace(/^[^a-z]+|[^a-z]+$/g, '');
      assert.deepEqual(conditions, [`(search_text ~~ '%${core}%'::text)`], words);
    }
  });

  it('the data API serves no helper of theirs', async () => {
    const args = {
      _pattern: `%${RARE_WORD}%`,
      _category: null,
      _hashtags: null,
      _sort: null,
      _offset: 0,
      _limit: 10,
    };
    for (const client of [anonClient(stack), serviceClient(stack)]) {
      const inPublic = await client.rpc('visible_post_ids_matching', args);
      assert.equal(inPublic.error?.code, 'PGRST202', 'not a function of the public schema');
      const inPrivate = await client.schema('private').rpc('visible_post_ids_matching', args);
      assert.equal(inPrivate.error?.code, 'PGRST106', 'not a schema PostgREST serves');
    }
  });
});
