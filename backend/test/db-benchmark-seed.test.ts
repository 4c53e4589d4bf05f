import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { topWords } from '../../shared-core/src/rules/sentiment.ts';
import { seedBenchmarkData } from '../src/seed/benchmark.seeder.ts';
import { readSeedOptions } from '../src/seed/seed-options.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// The benchmark seeder (npm run seed) on a small scale: with triggers off during the load, every
// counter must still equal what the comments and hearts say, every post must carry its author's
// copies, and the data must obey the schema.

let stack: TestStack;
let indexesBefore: Array<{ indexname: string; indexdef: string }>;

const indexesQuery = `select indexname, indexdef from pg_indexes where schemaname = 'public'
                        order by indexname`;

before(async () => {
  stack = await startTestStack();
  indexesBefore = (await stack.pool.query(indexesQuery)).rows;
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const options = readSeedOptions(['--posts', '300', '--comments', '3000', '--users', '20'], {
      DATABASE_URL: stack.databaseUrl,
    });
    await seedBenchmarkData(client, options, () => undefined);
  } finally {
    await client.end();
  }
});

after(async () => {
  await stack?.stop();
});

it('reads its options with the local stack as the default database', () => {
  assert.deepEqual(readSeedOptions(['--posts', '100000', '--comments', '1000000'], {}), {
    databaseUrl: 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
    posts: 100_000,
    comments: 1_000_000,
    users: 2000,
  });
  assert.throws(
    () => readSeedOptions(['--posts', 'many'], {}),
    /--posts must be a non-negative integer/,
  );
});

it('loads the requested amounts', async () => {
  const { rows } = await stack.pool.query(`
    select (select count(*) from public.profiles)::int as profiles,
           (select count(*) from public.posts)::int as posts,
           (select count(*) from public.comments where parent_id is not null)::int as replies,
           (select count(*) from public.comments)::int as comments`);
  assert.equal(rows[0].profiles, 20);
  assert.equal(rows[0].posts, 300);
  assert.equal(rows[0].replies, 450);
  // Duplicate reactions of one member on one post are skipped, so slightly fewer than asked.
  assert.ok(rows[0].comments > 2500 && rows[0].comments <= 3000, String(rows[0].comments));
});

it('leaves every counter equal to a recount', async () => {
  const { rows } = await stack.pool.query(`
    select
      (select count(*) from public.posts p where
         p.like_count <> (select count(*) from public.comments c where c.post_id = p.id and c.parent_id is null and c.comment_type = 'like')
      or p.gripe_count <> (select count(*) from public.comments c where c.post_id = p.id and c.parent_id is null and c.comment_type = 'gripe')
      or p.question_count <> (select count(*) from public.comments c where c.post_id = p.id and c.parent_id is null and c.comment_type = 'question')
      )::int as wrong_posts,
      (select count(*) from public.comments c where
         c.reply_count <> (select count(*) from public.comments r where r.parent_id = c.id)
      or c.like_count <> (select count(*) from public.comment_likes l where l.comment_id = c.id)
      )::int as wrong_comments,
      (select count(*) from public.posts where like_count > 0)::int as liked_posts`);
  assert.deepEqual(rows[0].wrong_posts, 0);
  assert.deepEqual(rows[0].wrong_comments, 0);
  assert.ok(rows[0].liked_posts > 0);
});

it('leaves every hashtag count equal to a recount', async () => {
  const { rows } = await stack.pool.query<{ wrong: number; tags: number }>(`
    with counted as (
      select tag, count(*)::int as posts
        from public.posts cross join lateral (select distinct unnest(hashtags) as tag) tags
       group by tag)
    select (select count(*) from counted full join private.hashtag_post_counts kept
              on kept.hashtag = counted.tag
             where kept.posts is distinct from counted.posts)::int as wrong,
           (select count(*) from counted)::int as tags`);
  assert.equal(rows[0]?.wrong, 0);
  assert.ok((rows[0]?.tags ?? 0) > 0);
});

it('gives every post the author copies its trigger would write', async () => {
  const { rows } = await stack.pool.query(`
    select count(*)::int as posts,
           count(*) filter (where (p.author_username, p.author_display_name, p.author_avatar_url)
                                  is not distinct from (a.username, a.display_name, a.avatar_url))::int as matching
      from public.posts p join public.profiles a on a.id = p.user_id`);
  assert.deepEqual(rows[0], { posts: 300, matching: 300 });
});

it('gives the busiest posts the comment summary topWords finds in their comments', async () => {
  const { rows: posts } = await stack.pool.query<{ id: string }>(`
    select post_id as id from public.comments where parent_id is null and content <> ''
     group by post_id order by count(*) desc, post_id limit 5`);
  for (const { id } of posts) {
    const { rows } = await stack.pool.query<{ comment_type: string; content: string }>(
      `select comment_type, content from public.comments
        where post_id = $1 and parent_id is null and content <> ''
        order by created_at desc, id desc`,
      [id],
    );
    const texts = (type: string) =>
      rows.filter((r) => r.comment_type === type).map((r) => r.content);
    const { rows: summary } = await stack.pool.query(
      'select public.post_comment_summary($1) as value',
      [id],
    );
    assert.deepEqual(summary[0].value, {
      like_count: texts('like').length,
      gripe_count: texts('gripe').length,
      question_count: texts('question').length,
      top_positive_words: topWords(texts('like')),
      top_negative_words: topWords(texts('gripe')),
    });
  }
});

it('leaves every index the migrations made, as they made it', async () => {
  // The seeder drops the loaded tables' secondary indexes and builds them again after the load.
  const { rows } = await stack.pool.query(indexesQuery);
  assert.ok(indexesBefore.some((index) => index.indexname === 'posts_search_text_trgm_idx'));
  // A partial index comes back with its predicate.
  assert.ok(indexesBefore.some((index) => index.indexdef.endsWith('WHERE (hidden_at IS NULL)')));
  assert.deepEqual(rows, indexesBefore);
});

it('leaves the tables whose counters it updated as compact as a fresh copy, all-visible', async () => {
  // An update writes a new version of the row; the old versions left a table twice its size with
  // its first pages nearly empty, which every scan that stops early reads first.
  const client = await stack.pool.connect();
  try {
    for (const table of ['posts', 'comments']) {
      await client.query(`create temporary table fresh_copy as select * from public.${table}`);
      const { rows } = await client.query<{ loaded: string; copied: string }>(
        `select pg_relation_size('public.${table}') as loaded,
                pg_relation_size('fresh_copy') as copied`,
      );
      await client.query('drop table fresh_copy');
      const { loaded, copied } = rows[0]!;
      assert.ok(Number(loaded) <= Number(copied) * 1.1, `${table}: ${loaded} bytes for ${copied}`);
      // Rewritten, then vacuumed: every page all-visible, as index-only scans need.
      const { rows: pages } = await client.query<{ total: number; visible: number }>(
        'select relpages as total, relallvisible as visible from pg_class where oid = $1::regclass',
        [`public.${table}`],
      );
      assert.ok(pages[0]!.total > 0);
      assert.equal(pages[0]!.visible, pages[0]!.total, `${table}: all-visible pages`);
    }
  } finally {
    client.release();
  }
});

it('lays the posts out on disk in the order of their dates, as a site adds them', async () => {
  // The load draws each post's date at random; read in their order on disk, the dates must never
  // go up (newest first, the order of posts_created_at_idx).
  const { rows } = await stack.pool.query<{ posts: number; out_of_order: number }>(`
    select count(*)::int as posts,
           (count(*) filter (where created_at > previous))::int as out_of_order
      from (select created_at, lag(created_at) over (order by ctid) as previous
              from public.posts) on_disk`);
  assert.ok(rows[0]!.posts >= 300);
  assert.equal(rows[0]!.out_of_order, 0);
});

it('keeps the triggers working afterwards', async () => {
  const { rows } = await stack.pool.query(
    `select id, like_count from public.posts order by like_count limit 1`,
  );
  const { rows: users } = await stack.pool.query(
    `
    select id from public.profiles p where not exists (
      select 1 from public.comments c where c.post_id = $1 and c.user_id = p.id and c.content = '' and c.comment_type = 'like')
    limit 1`,
    [rows[0].id],
  );
  await stack.pool.query(
    `insert into public.comments (post_id, user_id, comment_type) values ($1, $2, 'like')`,
    [rows[0].id, users[0].id],
  );
  const { rows: after } = await stack.pool.query(
    'select like_count from public.posts where id = $1',
    [rows[0].id],
  );
  assert.equal(after[0].like_count, rows[0].like_count + 1);
});
