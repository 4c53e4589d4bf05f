import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { topWords } from '../../shared-core/src/rules/sentiment.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// post_comment_summary reads per-post counts and word rows that triggers on comments keep
// (migration 20261122063700). Every check here keeps its own list of the comments it wrote and
// compares the summary, read by a visitor through PostgREST, with topWords of shared-core over that
// list (newest first, ties by id) and with counts of that list.

type Kind = 'like' | 'gripe' | 'question';

interface Written {
  id: string;
  postId: string;
  userId: string;
  kind: Kind;
  content: string;
  minutesAgo: number;
}

let stack: TestStack;
let visitor: SupabaseClient;
let nextUser = 0;

async function newUser(): Promise<string> {
  nextUser += 1;
  const { rows } = await stack.pool.query<{ id: string }>(
    `insert into auth.users (id, email, raw_user_meta_data)
     values (gen_random_uuid(), $1, jsonb_build_object('username', $2::text)) returning id`,
    [`words${nextUser}@example.test`, `words_user_${nextUser}`],
  );
  return rows[0]!.id;
}

async function newPost(userId: string): Promise<string> {
  const { rows } = await stack.pool.query<{ id: string }>(
    `insert into public.posts (user_id, title) values ($1, 'Words test') returning id`,
    [userId],
  );
  return rows[0]!.id;
}

/** Inserts the comments in one statement (so the statement trigger sees them together). */
async function insert(comments: readonly Written[]): Promise<void> {
  await stack.pool.query(
    `insert into public.comments (id, post_id, user_id, comment_type, content, created_at)
     select c.id, c.post_id, c.user_id, c.kind, c.content,
            timestamptz '2026-06-01' - c.minutes_ago * interval '1 minute'
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::int[])
            as c(id, post_id, user_id, kind, content, minutes_ago)`,
    [
      comments.map((c) => c.id),
      comments.map((c) => c.postId),
      comments.map((c) => c.userId),
      comments.map((c) => c.kind),
      comments.map((c) => c.content),
      comments.map((c) => c.minutesAgo),
    ],
  );
}

/** Deletes the comments in one statement. */
async function remove(comments: readonly Written[]): Promise<void> {
  await stack.pool.query('delete from public.comments where id = any($1::uuid[])', [
    comments.map((c) => c.id),
  ]);
}

interface Summary {
  like_count: number;
  gripe_count: number;
  question_count: number;
  top_positive_words: string[];
  top_negative_words: string[];
}

async function summaryOf(postId: string): Promise<Summary> {
  const { data, error } = await visitor.rpc('post_comment_summary', { _post_id: postId });
  assert.ifError(error);
  return data as Summary;
}

/** What the summary must say about `postId`, worked out from the list alone. */
function expectedSummary(comments: readonly Written[], postId: string): Summary {
  const ofKind = (kind: Kind) =>
    comments
      .filter((c) => c.postId === postId && c.kind === kind)
      .sort((a, b) => a.minutesAgo - b.minutesAgo || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return {
    like_count: ofKind('like').length,
    gripe_count: ofKind('gripe').length,
    question_count: ofKind('question').length,
    top_positive_words: topWords(ofKind('like').map((c) => c.content)),
    top_negative_words: topWords(ofKind('gripe').map((c) => c.content)),
  };
}

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  return { next, pick, uuid };
}

let author: string;
let nextId = 0;

/** A comment of the test author with a readable id, in the order of the calls (…0001, …0002). */
function comment(postId: string, kind: Kind, content: string, minutesAgo: number): Written {
  nextId += 1;
  const id = `00000000-0000-4000-8000-${nextId.toString(16).padStart(12, '0')}`;
  return { id, postId, userId: author, kind, content, minutesAgo };
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  author = await newUser();
});

after(async () => {
  await stack?.stop();
});

describe('post_comment_summary kept by the comments triggers', () => {
  it('breaks ties between equally used words by the newest comment, then by id', async () => {
    const postId = await newPost(author);
    const comments = [
      comment(postId, 'like', 'alpha bravo', 30),
      comment(postId, 'like', 'charlie alpha', 20),
      comment(postId, 'like', 'bravo delta', 20), // same time as the one above, larger id
      comment(postId, 'like', 'echos charlie', 10),
    ];
    // One at a time and out of order: each insert must place its words against the rows already kept.
    for (const c of [comments[1]!, comments[3]!, comments[0]!, comments[2]!]) await insert([c]);
    assert.deepEqual(await summaryOf(postId), expectedSummary(comments, postId));
    assert.deepEqual((await summaryOf(postId)).top_positive_words, ['charlie', 'bravo', 'alpha']);
  });

  it('after deleting the newest use of a tied word, ranks it by its newest remaining one', async () => {
    const postId = await newPost(author);
    const comments = [
      comment(postId, 'gripe', 'noisy fan, noisy', 40),
      comment(postId, 'gripe', 'heavy', 30),
      comment(postId, 'gripe', 'flimsy heavy', 20),
      comment(postId, 'gripe', 'noisy flimsy lid, heavy', 10),
    ];
    await insert(comments);
    assert.deepEqual(await summaryOf(postId), expectedSummary(comments, postId));
    const [oldest, , , newest] = comments;
    await remove([newest!]);
    let left = comments.slice(0, 3);
    assert.deepEqual(await summaryOf(postId), expectedSummary(left, postId));
    await remove([oldest!]);
    left = left.slice(1);
    assert.deepEqual(await summaryOf(postId), expectedSummary(left, postId));
    assert.deepEqual((await summaryOf(postId)).top_negative_words, ['heavy', 'flimsy']);
  });

  it('counts a member’s own comments and deletes through the API', async () => {
    const member = anonClient(stack);
    const { data, error } = await member.auth.signUp({
      email: 'words-member@example.test',
      password: 'member-passphrase',
      options: { data: { username: 'words_member' } },
    });
    assert.ifError(error);
    const postId = await newPost(author);
    const posted = await member
      .from('comments')
      .insert([
        { post_id: postId, user_id: data.user!.id, comment_type: 'like', content: 'Lovely thing' },
        { post_id: postId, user_id: data.user!.id, comment_type: 'like', content: 'Sturdy thing' },
      ])
      .select('id, content');
    assert.ifError(posted.error);
    const sturdy = posted.data!.find((row) => row.content === 'Sturdy thing')!;
    assert.ifError((await member.from('comments').delete().eq('id', sturdy.id)).error);
    assert.deepEqual((await summaryOf(postId)).top_positive_words, ['lovely', 'thing']);
    assert.equal((await summaryOf(postId)).like_count, 1);
  });

  it('drops the rows of a deleted post and of a deleted member’s comments', async () => {
    const leaver = await newUser();
    const kept = await newPost(author);
    const doomed = await newPost(author);
    const stays = comment(kept, 'like', 'Brilliant screen', 5);
    const leaves = { ...comment(kept, 'like', 'Brilliant brilliant speaker', 1), userId: leaver };
    await insert([stays, leaves, comment(doomed, 'like', 'Whatever works', 1)]);
    assert.deepEqual(await summaryOf(kept), expectedSummary([stays, leaves], kept));

    await stack.pool.query('delete from public.posts where id = $1', [doomed]);
    await stack.pool.query('delete from auth.users where id = $1', [leaver]);
    assert.deepEqual(await summaryOf(kept), expectedSummary([stays], kept));
    const { rows } = await stack.pool.query(
      `select (select count(*) from public.post_comment_words where post_id = $1)::int as words,
              (select count(*) from public.post_written_comment_counts where post_id = $1)::int as counts`,
      [doomed],
    );
    assert.deepEqual(rows[0], { words: 0, counts: 0 });
  });

  it('follows a comment the service edits (content, type, date)', async () => {
    const postId = await newPost(author);
    const first = comment(postId, 'like', 'Quiet motor', 5);
    const second = comment(postId, 'gripe', 'Quiet, maybe too quiet', 3);
    await insert([first, second]);
    await stack.pool.query(
      `update public.comments set content = 'Loud motor', comment_type = 'gripe',
              created_at = timestamptz '2026-06-01' - interval '1 minute' where id = $1`,
      [first.id],
    );
    const edited = { ...first, content: 'Loud motor', kind: 'gripe' as const, minutesAgo: 1 };
    assert.deepEqual(await summaryOf(postId), expectedSummary([edited, second], postId));
  });

  it('matches topWords after a seeded random sequence of inserts and deletes', async () => {
    const random = randomFrom(20261122);
    const writers = [author, await newUser(), await newUser()];
    const posts = [await newPost(author), await newPost(author)];
    // Words, short words, a mention, punctuation, case, accents, a final sigma, a new line.
    const tokens = [
      ...['great', 'Great!', 'value', 'price', 'superb', 'solid', 'ok', '@alice_smith'],
      ...['battery', 'Éclat', 'ΚΟΣΜΟΣ', "doesn't", 'x²³⁴⁵', 'great\ngreat', '(value)'],
    ];
    let live: Written[] = [];
    for (let step = 0; step < 150; step += 1) {
      if (live.length > 0 && random.next() < 0.35) {
        const victims = [...new Set([random.pick(live), random.pick(live)])];
        await remove(victims);
        live = live.filter((c) => !victims.includes(c));
      } else {
        const batch = Array.from({ length: 1 + Math.floor(random.next() * 3) }, (): Written => ({
          id: random.uuid(),
          postId: random.pick(posts),
          userId: random.pick(writers),
          kind: random.pick(['like', 'like', 'gripe', 'gripe', 'question'] as const),
          content: Array.from({ length: 1 + Math.floor(random.next() * 5) }, () =>
            random.pick(tokens),
          ).join(' '),
          // Few distinct times, so equal counts are often decided by the id.
          minutesAgo: Math.floor(random.next() * 6),
        }));
        await insert(batch);
        live.push(...batch);
      }
      for (const postId of posts) {
        assert.deepEqual(await summaryOf(postId), expectedSummary(live, postId), `step ${step}`);
      }
    }
  });

  it('are the rows a rebuild from the comments gives (the backfill and the benchmark seeder)', async () => {
    const rowsOf = async (client: { query: TestStack['pool']['query'] }) => {
      const { rows } = await client.query(
        `select post_id, comment_type, word, uses, newest_created_at, newest_comment_id, newest_ordinal
           from public.post_comment_words order by 1, 2, 3`,
      );
      const { rows: counts } = await client.query(
        `select post_id, comment_type, written from public.post_written_comment_counts
          where written > 0 order by 1, 2`,
      );
      return { rows, counts };
    };
    const kept = await rowsOf(stack.pool);
    assert.ok(kept.rows.length > 20);
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query('select public.rebuild_post_comment_summaries()');
      assert.deepEqual(await rowsOf(client), kept);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
