// The scale sweep: the same pages at growing data sizes (embedded PostgreSQL 18), each next to
// PostgREST's trivial request measured in turns with it, to show whether a page's cost stays flat as
// the data grows.
import { execFileSync } from 'node:child_process';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBenchBackend, type BenchBackend } from '../bench-backend.ts';
import { runBeside, type LoadOptions, type LoadResult } from '../latency/load-runner.ts';
import { profilePage } from '../latency/profile-queries.ts';
import { postLikesSection, postPage } from '../latency/post-queries.ts';
import { feedCount, feedPage, trivialRequest } from '../latency/site-queries.ts';
import { cycle } from '../lib/cycle.ts';
import { createNodeClient } from '../lib/node-supabase.ts';
import { judge, milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import { sweepScale, SWEEP_COMMENTS_PER_POST } from '../scale.ts';

const SECTION = 'Scale sweep, embedded PostgreSQL 18, p50 / p95';
const FLAT_SECTION =
  'Scale sweep: cost flat in the data (ratio at the largest size ÷ at the smallest)';
const RATIO_BUDGET = 2;
const FLAT_BUDGET = 1.3;
/** The spec's 20-minute limit applies to the largest size, a million posts. */
const SEED_BUDGET_SECONDS = 20 * 60;
const SEED_BUDGET_POSTS = 1_000_000;
const DEEP_PAGE = 100;
/**
 * A rare search: the seeder numbers its titles ('… review #N'), so '#1776' is in 1 post at 2,000 or
 * 10,000 posts, 11 at 100,000 and 111 at a million (#1776, #17760-9, #177600-99): too few for
 * search_feed_cards' walked window to fill a page, so the page and the count take the trigram path.
 * Not 'review #1776': 'review' is in every title, and its trigrams alone cost the index scan
 * 15-30 ms at 100,000 posts.
 */
const RARE_SEARCH = '#1776';
/**
 * A rare hashtag: one demo post's (supabase/seed.sql); the seeder's twenty hashtags are each in about
 * a tenth of the posts.
 */
const RARE_HASHTAG = 'bakery';

interface Subjects {
  busiestPost: { id: string; written: number };
  busiestProfile: { username: string; posts: number };
  rareSearchMatches: number;
  rareHashtagPosts: number;
}

interface SweepTask {
  name: string;
  task: (index: number, client: SupabaseClient) => Promise<unknown>;
}

function sweepTasks({ busiestPost, busiestProfile }: Subjects): SweepTask[] {
  return [
    { name: 'feed newest, page 1', task: (_index, client) => feedPage(client, {}, 0) },
    {
      name: 'search "coffee", page 1',
      task: (_index, client) => feedPage(client, { search: 'coffee' }, 0),
    },
    {
      name: `search "${RARE_SEARCH}" (rare), page 1`,
      task: (_index, client) => feedPage(client, { search: RARE_SEARCH }, 0),
    },
    {
      name: 'hashtag #coffee, page 1',
      task: (_index, client) => feedPage(client, { hashtags: ['coffee'] }, 0),
    },
    {
      name: `hashtag #${RARE_HASHTAG} (rare), page 1`,
      task: (_index, client) => feedPage(client, { hashtags: [RARE_HASHTAG] }, 0),
    },
    {
      name: `feed newest, page ${DEEP_PAGE + 1} (offset ${DEEP_PAGE * 12})`,
      task: (_index, client) => feedPage(client, {}, DEEP_PAGE),
    },
    { name: 'Filters panel count, all posts', task: (_index, client) => feedCount(client, {}) },
    {
      name: 'Filters panel count, hashtag #coffee',
      task: (_index, client) => feedCount(client, { hashtags: ['coffee'] }),
    },
    {
      name: `Filters panel count, hashtag #${RARE_HASHTAG} (rare)`,
      task: (_index, client) => feedCount(client, { hashtags: [RARE_HASHTAG] }),
    },
    {
      name: 'Filters panel count, search "coffee"',
      task: (_index, client) => feedCount(client, { search: 'coffee' }),
    },
    {
      name: `Filters panel count, search "${RARE_SEARCH}" (rare)`,
      task: (_index, client) => feedCount(client, { search: RARE_SEARCH }),
    },
    {
      // The page's first load: one request for the post with its comment summary.
      name: 'post page, busiest post',
      task: (_index, client) => postPage(client, busiestPost.id),
    },
    {
      // Opening the Likes section, a request of its own once the page has shown.
      name: 'post page, Likes section opened, busiest post',
      task: (_index, client) => postLikesSection(client, busiestPost.id),
    },
    {
      // Two round trips (the page's one read, then the Posts tab's list), as the page asks.
      name: 'profile page, busiest profile',
      task: (_index, client) => profilePage(client, busiestProfile.username),
    },
  ];
}

async function findSubjects(backend: BenchBackend): Promise<Subjects> {
  const {
    rows: [busiestPost],
  } = await backend.pool.query<{ id: string; written: number }>(
    `select post_id as id, sum(written)::int as written from public.post_written_comment_counts
      group by post_id order by 2 desc limit 1`,
  );
  const {
    rows: [busiestProfile],
  } = await backend.pool.query<{ username: string; posts: number }>(
    `select p.username, s.posts from (select user_id, count(*)::int as posts from public.posts
      group by user_id order by 2 desc limit 1) as s join public.profiles p on p.id = s.user_id`,
  );
  const {
    rows: [rare],
  } = await backend.pool.query<{ matches: number }>(
    `select count(*)::int as matches from public.posts
      where hidden_at is null and (title ilike $1 or description ilike $1)`,
    [`%${RARE_SEARCH}%`],
  );
  const {
    rows: [tagged],
  } = await backend.pool.query<{ posts: number }>(
    `select count(*)::int as posts from public.posts where hidden_at is null and $1 = any(hashtags)`,
    [RARE_HASHTAG],
  );
  if (!busiestPost || !busiestProfile) throw new Error('The sweep database has no comments');
  if (!tagged?.posts) throw new Error(`The sweep database has no post with #${RARE_HASHTAG}`);
  return {
    busiestPost,
    busiestProfile,
    rareSearchMatches: rare?.matches ?? 0,
    rareHashtagPosts: tagged.posts,
  };
}

interface DataSize {
  posts: number;
  comments: number;
  databaseBytes: number;
  dataDirBytes: number | null;
}

async function measureDataSize(backend: BenchBackend): Promise<DataSize> {
  const {
    rows: [size],
  } = await backend.pool.query<{ posts: number; comments: number; bytes: string }>(
    `select (select count(*) from public.posts)::int as posts,
            (select count(*) from public.comments)::int as comments,
            pg_database_size(current_database())::text as bytes`,
  );
  if (!size) throw new Error('Could not read the sweep database size');
  const dataDirBytes = backend.dataDir
    ? Number(execFileSync('du', ['-sb', backend.dataDir], { encoding: 'utf8' }).split('\t')[0])
    : null;
  return {
    posts: size.posts,
    comments: size.comments,
    databaseBytes: Number(size.bytes),
    dataDirBytes,
  };
}

interface MeasuredRow {
  name: string;
  result: LoadResult;
  ceiling: LoadResult;
  ratio: number;
}

interface SizeResult {
  posts: number;
  seedSeconds: number | null;
  seededThisRun: boolean;
  measureSeconds: number;
  size: DataSize;
  subjects: Subjects;
  measured: MeasuredRow[];
}

async function measureSize(
  posts: number,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<SizeResult> {
  const backend = await startBenchBackend('embedded-pg18', sweepScale(posts), log);
  try {
    const started = performance.now();
    const subjects = await findSubjects(backend);
    const size = await measureDataSize(backend);
    const clients = Array.from({ length: load.concurrency }, () =>
      createNodeClient(backend.url, backend.anonKey),
    );
    const trivial = () => trivialRequest(`${backend.url}/rest/v1`, backend.anonKey);
    const measured: MeasuredRow[] = [];
    for (const { name, task } of sweepTasks(subjects)) {
      log(`scale ${posts} posts: ${name}`);
      // The load of a shared machine drifts during a run, so each row divides by the trivial
      // request measured in turns with it, under the same conditions.
      const { reference: ceiling, result } = await runBeside(
        trivial,
        (index, client) => task(index, cycle(clients, client)),
        load,
      );
      measured.push({ name, result, ceiling, ratio: result.p50 / ceiling.p50 });
    }
    return {
      posts,
      seedSeconds: backend.recordedSeedSeconds,
      seededThisRun: backend.seedSeconds !== null,
      measureSeconds: (performance.now() - started) / 1000,
      size,
      subjects,
      measured,
    };
  } finally {
    await backend.stop();
  }
}

const count = (value: number) => value.toLocaleString('en-US');
const postsOf = (posts: number, what: string) =>
  `${count(posts)} ${what} post${posts === 1 ? '' : 's'}; `;
const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(2)} GB`
    : `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const duration = (seconds: number) =>
  seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`;

function sizeRows(size: SizeResult): Row[] {
  const label = `[${count(size.posts)} posts]`;
  const errors = (result: LoadResult) => (result.errors ? `, ${result.errors} ERRORS` : '');
  const seedBudgeted = size.posts === SEED_BUDGET_POSTS && size.seedSeconds !== null;
  const rows: Row[] = [
    {
      section: SECTION,
      metric: `${label} seeding`,
      value: size.seedSeconds === null ? 'not recorded' : duration(size.seedSeconds),
      ...(seedBudgeted
        ? {
            budget: `≤ ${SEED_BUDGET_SECONDS / 60} min`,
            verdict: judge(size.seedSeconds ?? 0, SEED_BUDGET_SECONDS),
          }
        : {}),
      note: `${size.seededThisRun ? 'in this run' : 'once, in an earlier run'}; ${count(size.size.posts)} posts, ${count(size.size.comments)} comments (all kinds)`,
    },
    {
      section: SECTION,
      metric: `${label} disk`,
      value: megabytes(size.size.dataDirBytes ?? size.size.databaseBytes),
      note: `the data dir; the database itself ${megabytes(size.size.databaseBytes)} (the rest is WAL and the cluster)`,
    },
  ];
  for (const { name, result, ceiling, ratio } of size.measured) {
    const subject = name.startsWith('post page')
      ? `${count(size.subjects.busiestPost.written)} written comments; `
      : name === 'profile page, busiest profile'
        ? `${count(size.subjects.busiestProfile.posts)} posts; `
        : name.includes(RARE_SEARCH)
          ? postsOf(size.subjects.rareSearchMatches, 'matching')
          : name.includes(RARE_HASHTAG)
            ? postsOf(size.subjects.rareHashtagPosts, 'tagged')
            : '';
    rows.push({
      section: SECTION,
      metric: `${label} ${name}`,
      value: `${milliseconds(result.p50)} / ${milliseconds(result.p95)}`,
      budget: `≤ ${RATIO_BUDGET}× trivial`,
      verdict: judge(ratio, RATIO_BUDGET),
      note: `${subject}${ratio.toFixed(2)}× the trivial request measured in turns with it (${milliseconds(ceiling.p50)}); ${result.requestsPerSecond.toFixed(0)} req/s${errors(result)}`,
    });
  }
  rows.push({
    section: SECTION,
    metric: `${label} measuring`,
    value: duration(size.measureSeconds),
    note: 'every row and its trivial request, after the backend started',
  });
  return rows;
}

function flatRows(sizes: SizeResult[]): Row[] {
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  if (!smallest || !largest || smallest === largest) return [];
  return largest.measured.map(({ name, ratio }) => {
    const base = smallest.measured.find((row) => row.name === name);
    const growth = base ? ratio / base.ratio : Number.NaN;
    return {
      section: FLAT_SECTION,
      metric: name,
      value: `${growth.toFixed(2)}×`,
      budget: `≤ ${FLAT_BUDGET}×`,
      verdict: judge(growth, FLAT_BUDGET),
      note: `${ratio.toFixed(2)}× at ${count(largest.posts)} posts, ${base?.ratio.toFixed(2)}× at ${count(smallest.posts)}`,
    };
  });
}

export async function runScaleSection(
  postCounts: number[],
  load: LoadOptions,
  log: (line: string) => void,
): Promise<SectionResult> {
  const sizes: SizeResult[] = [];
  for (const posts of [...postCounts].sort((a, b) => a - b)) {
    sizes.push(await measureSize(posts, load, log));
  }
  return {
    rows: [...sizes.flatMap(sizeRows), ...flatRows(sizes)],
    details: { commentsPerPost: SWEEP_COMMENTS_PER_POST, load, sizes },
  };
}
