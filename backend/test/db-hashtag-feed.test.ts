import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createPlanCallers, type PlanCallers } from './helpers/plan-callers.ts';
import { traced, type PlanNode } from './helpers/traced-plans.ts';

// A hashtag's feed page comes from search_feed_cards without words. Under the posts policies
// `hashtags && …` (not leakproof) cannot be a condition of posts_hashtags_idx, so the same filter on
// the feed_cards view walked the newest posts until it had a page: for a hashtag that a few old
// posts have, the whole table (1.3-1.8 s at a million posts). The helper behind the function knows
// from the hashtag counts kept by triggers how many posts have the hashtags, and reads a rare one's
// posts through the index.

const POSTS = 6000;
const COMMON_TAGS = 5;
const RARE_TAG = 'bakery';
/** Posts with the rare hashtag (by number); the second one is hidden. */
const RARE_OLD = 10;
const RARE_HIDDEN = 2500;
const RARE_NEWER = 5000;

let stack: TestStack;
let authorId: string;
let callers: PlanCallers['callers'];

function scansOfPosts(nodes: PlanNode[]) {
  const scans = nodes.filter((node) => node['Relation Name'] === 'posts' || node['Index Name']);
  return {
    sequential: scans.filter((node) => node['Node Type'] === 'Seq Scan').length,
    indexes: scans.map((node) => node['Index Name']).filter(Boolean),
  };
}

async function visibleWith(tag: string, order: string, limit: number): Promise<string[]> {
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.posts where hidden_at is null and $1 = any(hashtags)
      order by ${order} limit $2`,
    [tag, limit],
  );
  return rows.map((row) => row.id);
}

/** The counts as the triggers keep them, and as counted from the posts now. */
async function hashtagCounts() {
  const kept = await stack.pool.query<{ hashtag: string; posts: number }>(
    `select hashtag, posts from private.hashtag_post_counts where posts > 0 order by hashtag`,
  );
  const counted = await stack.pool.query<{ hashtag: string; posts: number }>(
    `select tag as hashtag, count(*)::int as posts
       from public.posts cross join lateral (select distinct unnest(hashtags) as tag) tags
      group by tag order by tag`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  ({ authorId, callers } = await createPlanCallers(stack.pool, 'tagger'));
  // One post an hour, newest last; each has one of the common hashtags. Half of them had the rare
  // one when the statistics were taken; then all but three old posts lost it. Statistics lag the
  // data like that until autovacuum takes them again, so the choice must not rest on them.
  await stack.pool.query('alter table public.posts set (autovacuum_enabled = false)');
  await stack.pool.query(
    `insert into public.posts (user_id, title, hashtags, created_at)
     select case when g = $3 then $6::uuid
                 else (select id from public.profiles where username like 'tagger_%' order by username offset (g % 3) limit 1) end,
            format('Item number %s', g),
            array[format('tag_%s', g % $2)]
              || case when g in ($3, $4, $5) or g % 2 = 0 then array[$7::text] else '{}' end,
            timestamptz '2026-01-01' + g * interval '1 hour'
       from generate_series(1, $1::int) g`,
    [POSTS, COMMON_TAGS, RARE_HIDDEN, RARE_OLD, RARE_NEWER, authorId, RARE_TAG],
  );
  await stack.pool.query('analyze public.posts');
  await stack.pool.query(
    `update public.posts set hashtags = array_remove(hashtags, $1)
      where $1 = any(hashtags) and title not in ($2, $3, $4)`,
    [RARE_TAG, ...[RARE_OLD, RARE_HIDDEN, RARE_NEWER].map((n) => `Item number ${n}`)],
  );
  await stack.pool.query(`update public.posts set hidden_at = now() where title = $1`, [
    `Item number ${RARE_HIDDEN}`,
  ]);
  // The index's pending entries merged, as autovacuum would; the statistics left as they were.
  await stack.pool.query('vacuum public.posts');
});

after(async () => {
  await stack?.stop();
});

describe("a hashtag's feed page", () => {
  it("reads a rare hashtag's visible posts through the hashtag index", async () => {
    const expected = await visibleWith(RARE_TAG, 'created_at desc, id desc', 12);
    assert.equal(expected.length, 2);
    for (const [who, caller] of callers) {
      const { rows, nodes } = await traced<{ id: string }>(
        stack.databaseUrl,
        caller,
        `select id from public.search_feed_cards('', _hashtags => $1)`,
        [[RARE_TAG]],
      );
      assert.deepEqual(
        rows.map((row) => row.id),
        expected,
        `${who}: the visible posts only, newest first`,
      );
      const scans = scansOfPosts(nodes);
      assert.equal(scans.sequential, 0, `${who}: reads the whole posts table`);
      assert.ok(scans.indexes.includes('posts_hashtags_idx'), `${who}: no hashtag index scanned`);
      assert.ok(!scans.indexes.includes('posts_created_at_idx'), `${who}: walks the newest posts`);
    }
  });

  it("walks the newest posts for a common hashtag's page, in every sort", async () => {
    for (const [sort, order] of [
      ['newest', 'created_at desc, id desc'],
      ['most_liked', 'like_count desc, created_at desc, id desc'],
      ['oldest', 'created_at asc, id asc'],
    ] as const) {
      const { rows, nodes } = await traced<{ id: string }>(
        stack.databaseUrl,
        { role: 'anon' },
        `select id from public.search_feed_cards('', _hashtags => $1, _sort => $2, _offset => 12)`,
        [['tag_3'], sort],
      );
      const expected = (await visibleWith('tag_3', order, 24)).slice(12);
      assert.deepEqual(
        rows.map((row) => row.id),
        expected,
        `${sort}: the second page`,
      );
      assert.ok(!scansOfPosts(nodes).indexes.includes('posts_hashtags_idx'), sort);
    }
  });

  it('answers the whole feed for blank words and no hashtags', async () => {
    const { rows } = await traced<{ id: string }>(
      stack.databaseUrl,
      { role: 'anon' },
      `select id from public.search_feed_cards('  ')`,
      [],
    );
    const { rows: newest } = await stack.pool.query<{ id: string }>(
      `select id from public.posts where hidden_at is null order by created_at desc, id desc limit 12`,
    );
    assert.deepEqual(rows, newest);
  });
});

describe('the hashtag counts', () => {
  it('follow every new post, edit of hashtags and delete, a hashtag twice in a post counted once', async () => {
    const before = await hashtagCounts();
    assert.deepEqual(before.kept, before.counted, 'the counts of the posts inserted');
    const {
      rows: [post],
    } = await stack.pool.query<{ id: string }>(
      `insert into public.posts (user_id, title, hashtags) values ($1, 'Counted', '{fresh,fresh,tag_1}')
       returning id`,
      [authorId],
    );
    assert.ok(post);
    const afterInsert = await hashtagCounts();
    assert.deepEqual(afterInsert.kept, afterInsert.counted, 'after an insert');
    assert.ok(afterInsert.kept.some((row) => row.hashtag === 'fresh' && row.posts === 1));

    await stack.pool.query(`update public.posts set hashtags = '{tag_1,later}' where id = $1`, [
      post.id,
    ]);
    const afterEdit = await hashtagCounts();
    assert.deepEqual(afterEdit.kept, afterEdit.counted, 'after an edit');
    assert.ok(!afterEdit.kept.some((row) => row.hashtag === 'fresh'));

    await stack.pool.query('delete from public.posts where id = $1', [post.id]);
    const afterDelete = await hashtagCounts();
    assert.deepEqual(afterDelete.kept, afterDelete.counted, 'after a delete');
    assert.deepEqual(afterDelete.kept, before.kept);
  });

  it('are read by no role of the data API', async () => {
    await assert.rejects(
      traced(stack.databaseUrl, { role: 'anon' }, 'select * from private.hashtag_post_counts', []),
      /permission denied/,
    );
    const { error } = await anonClient(stack)
      .schema('private')
      .from('hashtag_post_counts')
      .select('*');
    assert.equal(error?.code, 'PGRST106', 'not a schema PostgREST serves');
  });
});
