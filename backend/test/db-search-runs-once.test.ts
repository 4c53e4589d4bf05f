import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createPlanCallers } from './helpers/plan-callers.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// A page of the feed's search (search_feed_cards) finds its posts once. PostgreSQL's planner
// estimates the rows of `unnest(array)` by working the array out when it can, and a stable
// function with known arguments it can: in a plan made for the call's values (the first five calls
// of a session, and every call whose plan stays cheaper that way) the search ran once to plan the
// page and once more to read it. Counted with track_functions in a fresh session, as a visitor.

const POSTS = 200;
const RARE_WORD = 'xylophone';
const RARE_HASHTAG = 'marimba';
const HELPER = 'visible_post_ids_matching';

let stack: TestStack;

/** How many times `sql` ran the search helper, in a new session as anon, `calls` times in a row. */
async function helperCalls(sql: string, params: unknown[], calls: number): Promise<number> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local track_functions = 'all'`);
    await client.query('set local role anon');
    for (let call = 0; call < calls; call += 1) {
      const { rows } = await client.query(sql, params);
      assert.equal(rows.length, 1, 'the one matching post');
    }
    await client.query('reset role');
    const { rows } = await client.query<{ calls: string }>(
      `select coalesce(sum(calls), 0)::text as calls from pg_stat_xact_user_functions
        where schemaname = 'private' and funcname = $1`,
      [HELPER],
    );
    await client.query('rollback');
    return Number(rows[0]?.calls);
  } finally {
    await client.end();
  }
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  const { authorId } = await createPlanCallers(stack.pool, 'once');
  await stack.pool.query(
    `insert into public.posts (user_id, title, description, hashtags, created_at)
     select $1::uuid,
            case when g = 7 then format('A %s, number %s', $3::text, g) else format('Item %s', g) end,
            'Nothing special',
            case when g = 7 then array['item', $4::text] else array['item'] end,
            timestamptz '2026-01-01' + g * interval '1 hour'
       from generate_series(1, $2::int) g`,
    [authorId, POSTS, RARE_WORD, RARE_HASHTAG],
  );
  await stack.pool.query('vacuum analyze public.posts');
});

after(async () => {
  await stack?.stop();
});

describe('a page of the search', () => {
  it('with words runs the search once per page', async () => {
    const calls = await helperCalls('select id from public.search_feed_cards($1)', [RARE_WORD], 3);
    assert.equal(calls, 3);
  });

  it('with a hashtag and no words runs the search once per page', async () => {
    const calls = await helperCalls(
      `select id from public.search_feed_cards('', _hashtags => $1)`,
      [[RARE_HASHTAG]],
      3,
    );
    assert.equal(calls, 3);
  });
});
