// Section 4: backend latency at the big data size, through the gateway as the site asks, next to
// PostgREST's own trivial request on the same database (the ceiling), per database server.
import type { AppSupabaseClient } from '@likegripe/shared-core';
import { startBenchBackend } from '../bench-backend.ts';
import { DATABASE_LABELS, type DatabaseKind, type Scale } from '../bench-stack.ts';
import { runBeside, runLoad, type LoadOptions, type LoadResult } from '../latency/load-runner.ts';
import { postLikesSection, postPage } from '../latency/post-queries.ts';
import {
  feedCount,
  feedPage,
  TRIVIAL_RATIO_BUDGET,
  trivialRequest,
  type FeedFilters,
} from '../latency/site-queries.ts';
import { cycle } from '../lib/cycle.ts';
import { createSiteClient } from '../lib/node-supabase.ts';
import { judge, milliseconds, type Row, type SectionResult } from '../lib/report.ts';

const SECTION = 'Backend latency p50 / p95';
const DEEP_PAGE = 100;

interface NamedTask {
  name: string;
  /** The budget applies to feed, search, hashtag and sorted pages and the post page's first load. */
  budgeted: boolean;
  /** Said before the ratio to the ceiling, e.g. why a row is not judged. */
  note?: string;
  task: (index: number, client: AppSupabaseClient) => Promise<unknown>;
}

function feedTasks(): NamedTask[] {
  const feed = (name: string, filters: FeedFilters, page = 0): NamedTask => ({
    name,
    budgeted: true,
    task: (_index, client) => feedPage(client, filters, page),
  });
  // The panel's count is a request of its own, made only while the Filters panel is open; it counts
  // at most the cap + 1 matches and answers one number, so it has the page's budget.
  const count = (name: string, filters: FeedFilters): NamedTask => ({
    name,
    budgeted: true,
    task: (_index, client) => feedCount(client, filters),
  });
  return [
    feed('feed newest, page 1', {}),
    feed(`feed newest, page ${DEEP_PAGE + 1} (offset ${DEEP_PAGE * 12})`, {}, DEEP_PAGE),
    feed('search "coffee", page 1', { search: 'coffee' }),
    feed('hashtag #coffee, page 1', { hashtags: ['coffee'] }),
    // One demo post's hashtag: read through posts_hashtags_idx, not by walking the newest posts.
    feed('hashtag #bakery (rare), page 1', { hashtags: ['bakery'] }),
    feed('category food, page 1', { category: 'food' }),
    feed('sort oldest, page 1', { sort: 'oldest' }),
    feed('sort most_liked, page 1', { sort: 'most_liked' }),
    feed('sort most_griped, page 1', { sort: 'most_griped' }),
    feed('sort most_discussed, page 1', { sort: 'most_discussed' }),
    count('Filters panel count, all posts', {}),
    count('Filters panel count, search "coffee"', { search: 'coffee' }),
    count('Filters panel count, hashtag #coffee', { hashtags: ['coffee'] }),
  ];
}

async function measureDatabase(
  kind: DatabaseKind,
  scale: Scale,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<{ rows: Row[]; details: Record<string, LoadResult> }> {
  const backend = await startBenchBackend(kind, scale, log);
  const label = DATABASE_LABELS[kind];
  const rows: Row[] = [];
  const details: Record<string, LoadResult> = {};
  try {
    const clients = Array.from({ length: load.concurrency }, () =>
      createSiteClient(backend.url, backend.anonKey),
    );
    const { rows: sample } = await backend.pool.query<{ id: string }>(
      'select id from public.posts order by random() limit 50',
    );
    const postIds = sample.map((row) => row.id);
    const {
      rows: [busiest],
    } = await backend.pool.query<{ id: string; comments: number }>(
      `select post_id as id, count(*)::int as comments from public.comments
        where parent_id is null and content <> '' group by post_id order by 2 desc limit 1`,
    );
    if (!busiest) throw new Error('The benchmark database has no comments');
    const tasks: NamedTask[] = [
      ...feedTasks(),
      {
        name: 'post page (the post and its comment summary, one request), 50 random posts',
        budgeted: true,
        task: (index, client) => postPage(client, cycle(postIds, index)),
      },
      {
        name: `post page of the busiest post (${busiest.comments} written comments)`,
        budgeted: true,
        task: (_index, client) => postPage(client, busiest.id),
      },
      {
        name: 'post page, Likes section opened (its first 20), busiest post',
        budgeted: false,
        note: 'a request of its own, once the page has shown',
        task: (_index, client) => postLikesSection(client, busiest.id),
      },
    ];
    const measure = async (
      name: string,
      task: (index: number, client: number) => Promise<unknown>,
    ) => {
      log(`latency ${label}: ${name}`);
      const result = await runLoad(task, load);
      details[name] = result;
      return result;
    };
    const direct = await measure('trivial request, PostgREST direct', () =>
      trivialRequest(backend.postgrestUrl, backend.anonKey),
    );
    const ceiling = await measure('trivial request, through the gateway', () =>
      trivialRequest(`${backend.url}/rest/v1`, backend.anonKey),
    );
    const describe = (result: LoadResult) =>
      `${result.requestsPerSecond.toFixed(0)} req/s${result.errors ? `, ${result.errors} ERRORS` : ''}`;
    rows.push(
      {
        section: SECTION,
        metric: `[${label}] trivial, PostgREST direct`,
        value: pair(direct),
        note: describe(direct),
      },
      {
        section: SECTION,
        metric: `[${label}] trivial, through the gateway`,
        value: pair(ceiling),
        note: `the ceiling; ${describe(ceiling)}`,
      },
    );
    for (const { name, budgeted, note, task } of tasks) {
      // The load of a shared machine drifts during the run (the ceiling measured at the end differs
      // from the first by up to 3×), so each row is judged against the ceiling measured in turns
      // with it, under the same conditions.
      log(`latency ${label}: ${name}, in turns with the trivial request`);
      const { reference: adjacent, result } = await runBeside(
        () => trivialRequest(`${backend.url}/rest/v1`, backend.anonKey),
        (index, client) => task(index, cycle(clients, client)),
        load,
      );
      details[`trivial request, through the gateway, beside ${name}`] = adjacent;
      details[name] = result;
      const ratio = result.p50 / adjacent.p50;
      rows.push({
        section: SECTION,
        metric: `[${label}] ${name}`,
        value: pair(result),
        ...(budgeted
          ? {
              budget: `≤ ${TRIVIAL_RATIO_BUDGET}× trivial`,
              verdict: judge(ratio, TRIVIAL_RATIO_BUDGET),
            }
          : {}),
        note: `${note ? `${note}; ` : ''}${ratio.toFixed(2)}× the trivial request measured in turns with it (${milliseconds(adjacent.p50)}); ${describe(result)}`,
      });
    }
    // The ratios above divide by the ceiling measured first; on a shared machine the load drifts
    // during the run, so the ceiling is measured again to show by how much.
    const ceilingAfter = await measure('trivial request, through the gateway, again', () =>
      trivialRequest(`${backend.url}/rest/v1`, backend.anonKey),
    );
    rows.push({
      section: SECTION,
      metric: `[${label}] trivial, through the gateway, again at the end`,
      value: pair(ceilingAfter),
      note: `the ceiling's drift during the run: ${(ceilingAfter.p50 / ceiling.p50).toFixed(1)}× the first; ${describe(ceilingAfter)}`,
    });
  } finally {
    await backend.stop();
  }
  return { rows, details };
}

function pair(result: LoadResult) {
  return `${milliseconds(result.p50)} / ${milliseconds(result.p95)}`;
}

export async function runLatencySection(
  scale: Scale,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<SectionResult> {
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  for (const kind of Object.keys(DATABASE_LABELS) as DatabaseKind[]) {
    const measured = await measureDatabase(kind, scale, load, log);
    rows.push(...measured.rows);
    details[kind] = measured.details;
  }
  rows.push({
    section: SECTION,
    metric: '[PGlite]',
    value: 'not measured',
    note: 'rejected by the project (reference/local-services.md): one session, PostgREST pool ≥ 4 breaks',
  });
  return {
    rows,
    details: { scale, load, results: details },
  };
}
