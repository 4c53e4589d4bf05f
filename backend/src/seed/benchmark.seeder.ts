import type pg from 'pg';
import * as sql from './benchmark-data.sql.ts';
import { demoPostPhotoUrls } from './demo-photos/demo-photo.marker.ts';
import type { SeedOptions } from './seed-options.ts';

type Report = (step: string, rows: number, seconds: number) => void;

/** Share of the requested comments that are replies; the rest are top-level. */
const REPLY_SHARE = 0.15;

/**
 * The tables whose counters the load updates, and how each is written again. An update writes a
 * new version of each row at the table's end; plain VACUUM then leaves the old versions' pages as
 * free space, and half of posts' pages held almost no rows, which a scan that stops at its first
 * matches (the Filters panel's count) read first. A site whose counters move one like at a time has
 * no such hole, so these are rewritten whole once the load has committed (inside the load's own
 * transaction a rewrite must keep the old versions).
 *
 * Posts are written in the order of their dates, as a site's posts lie on disk (each added after the
 * last): the load draws random dates, so the newest thousand posts, which every feed page and the
 * search for a common word read, were on a thousand different pages; in date order they share a
 * few dozen.
 */
const TABLE_REWRITES = [
  'cluster public.posts using posts_created_at_idx',
  'vacuum full public.comments',
];

/** The tables whose secondary indexes are built after the load rather than updated during it. */
const REINDEXED_TABLES = ['posts', 'comments', 'comment_likes', 'user_follows'];

/**
 * Loads benchmark data in one transaction with triggers off, recomputes every counter and the
 * comment summaries' tables, then rewrites posts (in date order) and comments, and vacuums and
 * analyzes every loaded table so the planner sees the new sizes. Adds to whatever is already there;
 * a quarter of the posts reuse the demo photos when the database has them.
 * The loaded tables' secondary indexes are dropped for the load and the counters, and built again
 * (the same definitions) before the summaries, which read comments by post.
 */
export async function seedBenchmarkData(
  client: pg.Client,
  options: SeedOptions,
  report: Report,
): Promise<void> {
  const replies = Math.round(options.comments * REPLY_SHARE);
  const photoUrls = await demoPostPhotoUrls(client);
  const loadSteps: Array<[string, string, Array<number | string[]>]> = [
    ['users', sql.insertUsers, [options.users]],
    ['profiles', sql.insertProfilesOfNewUsers, []],
    ['numbering users', sql.numberUsers, []],
    ['posts', sql.insertPosts, [options.posts, photoUrls]],
    ['numbering posts', sql.numberPosts, []],
    ['top-level comments', sql.insertTopLevelComments, [options.comments - replies]],
    ['numbering written comments', sql.numberWrittenComments, []],
    ['replies', sql.insertReplies, [replies]],
    ['comment likes', sql.insertCommentLikes, [Math.round(options.comments / 10)]],
    ['follows', sql.insertFollows, [options.users * 10]],
    ['post counters', sql.recomputePostCounters, []],
    ['comment counters', sql.recomputeCommentCounters, []],
    ['profile counts', sql.rebuildProfileCounts, []],
    ['hashtag counts', sql.rebuildHashtagPostCounts, []],
  ];
  const timed = async (step: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    report(step, result.rowCount ?? 0, (performance.now() - started) / 1000);
    return result;
  };

  await client.query('begin');
  try {
    // Needs a superuser (the local stack's postgres role); affects only this transaction.
    await client.query('set local session_replication_role = replica');
    // The counters' joins and aggregates and the index builds cover millions of rows; with the
    // default 4 MB they spill to disk many times over.
    await client.query("set local work_mem = '256MB'");
    await client.query("set local maintenance_work_mem = '512MB'");
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      sql.secondaryIndexes,
      [REINDEXED_TABLES],
    );
    const dropping = performance.now();
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    report('dropping secondary indexes', indexes.length, (performance.now() - dropping) / 1000);
    for (const [step, text, values] of loadSteps) await timed(step, text, values);
    for (const { name, definition } of indexes) await timed(`index ${name}`, definition);
    await timed('post comment summaries', sql.rebuildPostCommentSummaries);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }

  const tables = [
    'posts',
    'comments',
    'comment_likes',
    'user_follows',
    'profiles',
    'profile_counts',
    'post_written_comment_counts',
    'post_comment_words',
  ];
  // CLUSTER and VACUUM FULL build the tables' indexes again.
  await client.query("set maintenance_work_mem = '512MB'");
  for (const statement of TABLE_REWRITES) {
    const started = performance.now();
    await client.query(statement);
    report(statement, 0, (performance.now() - started) / 1000);
  }
  await client.query('reset maintenance_work_mem');
  // A plain VACUUM after the full one: only it marks the pages all-visible, which index-only scans
  // need (a member's visible posts counted from posts_user_id_created_at_visible_idx).
  for (const table of tables) {
    const started = performance.now();
    await client.query(`vacuum (analyze) public.${table}`);
    report(`vacuum analyze ${table}`, 0, (performance.now() - started) / 1000);
  }
}
