import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { traced, type Caller, type PlanNode } from './helpers/traced-plans.ts';

// Opening a post's Likes section (post-mfe's request: comment_details, the post's first 20 written
// likes, newest first) looks up the post of each comment it reads by the posts' primary key, not by
// reading every post into a hashed set, also where the posts table is small next to the comments
// (migration 20261124111000). It reads the likes in the index's order and stops at the page's end,
// also in the generic plan PostgreSQL may switch PostgREST's prepared statement to, which expects
// a post to have as many comments as the average post (migration 20261202030000). The answers stay
// those of the comments policies: a hidden comment only for its author and moderators, the
// comments of a hidden post only for the post's author and moderators.

const POSTS = 10_000;
const WRITTEN_LIKES = 1000;
const HIDDEN_POST_LIKES = 5;
/** Every other post has a few comments, so the average post has few. */
const COMMENTS_PER_OTHER_POST = 3;
/** Members who wrote those comments: enough that the planner may hash the profiles to join them. */
const COMMENTERS = 200;
const PAGE = 20;

let stack: TestStack;
let authorId: string;
let moderatorId: string;
let busyPostId: string;
let hiddenPostId: string;

const callers = (): Array<[string, Caller]> => [
  ['a visitor', { role: 'anon' }],
  ['the author', { role: 'authenticated', userId: authorId }],
  ['a moderator', { role: 'authenticated', userId: moderatorId, aal: 'aal2' }],
];

/** The Likes section's first page, as post-mfe asks for it (PostgREST sends the values apart). */
async function likesSection(caller: Caller, postId: string, settings: Record<string, string> = {}) {
  return traced<{ content: string }>(
    stack.databaseUrl,
    caller,
    `select * from public.comment_details
      where post_id = $1 and comment_type = $2 and parent_id is null and content <> $3
      order by created_at desc, id desc limit ${PAGE}`,
    [postId, 'like', ''],
    settings,
  );
}

const likesNumbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `Written like ${from - index}`);

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  await stack.pool.query(`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), format('probe%s@example.test', g), jsonb_build_object('username', format('prober_%s', g))
      from generate_series(1, 2) g`);
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.profiles where username like 'prober_%' order by username`,
  );
  await stack.pool.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), format('commenter%s@example.test', g), jsonb_build_object('username', format('commenter_%s', g))
       from generate_series(1, $1::int) g`,
    [COMMENTERS],
  );
  authorId = rows[0]?.id ?? '';
  moderatorId = rows[1]?.id ?? '';
  assert.ok(authorId && moderatorId);
  await stack.pool.query('insert into public.moderators (user_id) values ($1)', [moderatorId]);

  const client = await stack.pool.connect();
  try {
    // Bulk data without the write triggers (counters, notifications, write limits), as the
    // benchmark seeder loads it.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into public.posts (user_id, title, created_at)
       select $2::uuid, format('Post %s', g), timestamptz '2026-01-01' + g * interval '1 minute'
         from generate_series(1, $1::int) g`,
      [POSTS, authorId],
    );
    const posts = await client.query<{ id: string; title: string }>(
      `select id, title from public.posts where title in ('Post 1', 'Post 2')`,
    );
    busyPostId = posts.rows.find((post) => post.title === 'Post 1')?.id ?? '';
    hiddenPostId = posts.rows.find((post) => post.title === 'Post 2')?.id ?? '';
    await client.query(
      `insert into public.comments (post_id, user_id, comment_type, content, created_at)
       select $1::uuid, $3::uuid, 'like', format('Written like %s', g),
              timestamptz '2026-02-01' + g * interval '1 minute'
         from generate_series(1, $2::int) g`,
      [busyPostId, WRITTEN_LIKES, authorId],
    );
    await client.query(
      `insert into public.comments (post_id, user_id, comment_type, content, created_at)
       select $1::uuid, $3::uuid, 'like', format('Written like %s', g),
              timestamptz '2026-02-01' + g * interval '1 minute'
         from generate_series(1, $2::int) g`,
      [hiddenPostId, HIDDEN_POST_LIKES, authorId],
    );
    await client.query(
      `insert into public.comments (post_id, user_id, comment_type, content, created_at)
       select p.id, m.id, (array['like', 'gripe', 'question'])[g], format('Comment %s', g), p.created_at
         from public.posts p
        cross join generate_series(1, $1::int) g
         join public.profiles m
           on m.username = format('commenter_%s', 1 + (extract(epoch from p.created_at)::bigint / 60) % $2::int)
        where p.id not in ($3::uuid, $4::uuid)`,
      [COMMENTS_PER_OTHER_POST, COMMENTERS, busyPostId, hiddenPostId],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  // The newest like is hidden, and so is the second post.
  await stack.pool.query(
    `update public.comments set hidden_at = now() where post_id = $1 and content = $2`,
    [busyPostId, `Written like ${WRITTEN_LIKES}`],
  );
  await stack.pool.query(`update public.posts set hidden_at = now() where id = $1`, [hiddenPostId]);
  await stack.pool.query('vacuum analyze public.posts, public.comments, public.profiles');
});

after(async () => {
  await stack?.stop();
});

describe("a post's Likes section under the comments policies", () => {
  it('looks up each comment’s post by its key, for everyone', async () => {
    for (const [who, caller] of callers()) {
      const { nodes } = await likesSection(caller, busyPostId);
      const postReads = nodes.filter((node: PlanNode) => node['Relation Name'] === 'posts');
      assert.ok(postReads.length > 0, `${who}: the policy reads posts`);
      for (const read of postReads) {
        assert.equal(read['Index Name'], 'posts_pkey', `${who}: ${read['Node Type']} of posts`);
      }
    }
  });

  it('reads the likes in their index order and stops at the page, in a generic plan too', async () => {
    for (const planCacheMode of ['force_custom_plan', 'force_generic_plan']) {
      for (const [who, caller] of callers()) {
        const { nodes } = await likesSection(caller, busyPostId, {
          plan_cache_mode: planCacheMode,
        });
        const what = `${who}, ${planCacheMode}`;
        const sorts = nodes.filter((node: PlanNode) => node['Node Type'] === 'Sort');
        assert.equal(sorts.length, 0, `${what}: reads all of the post's likes to sort them`);
        const commentReads = nodes.filter((node: PlanNode) => node['Relation Name'] === 'comments');
        assert.ok(
          commentReads.some(
            (node) => node['Index Name'] === 'comments_post_id_type_created_at_id_idx',
          ),
          `${what}: the likes are not read through the index in the page's order`,
        );
      }
    }
  });

  it('shows a hidden comment only to its author and moderators', async () => {
    for (const [who, caller] of callers()) {
      const { rows } = await likesSection(caller, busyPostId);
      const newest = caller.role === 'anon' ? WRITTEN_LIKES - 1 : WRITTEN_LIKES;
      assert.deepEqual(
        rows.map((row) => row.content),
        likesNumbered(newest, PAGE),
        who,
      );
    }
  });

  it("shows a hidden post's comments only to the post's author and moderators", async () => {
    for (const [who, caller] of callers()) {
      const { rows } = await likesSection(caller, hiddenPostId);
      const expected = caller.role === 'anon' ? [] : likesNumbered(HIDDEN_POST_LIKES, 5);
      assert.deepEqual(
        rows.map((row) => row.content),
        expected,
        who,
      );
    }
  });
});
