// The scale sweep's rows (the pages and counts it measures at every size) and the subjects they
// are about (the busiest post and profile, the posts of the rare word, the growing search and the
// rare hashtag).
import type { AppSupabaseClient } from '@likegripe/shared-core';
import type { BenchBackend } from './bench-backend.ts';
import { profilePage } from './latency/profile-queries.ts';
import { postLikesSection, postPage } from './latency/post-queries.ts';
import { feedCount, feedPage } from './latency/site-queries.ts';
import { count } from './lib/report.ts';

const DEEP_PAGE = 100;
/**
 * A rare search: a word of one demo post's title (supabase/seed.sql) that no seeded post has, so it
 * matches 1 post at every size: too few for a walk of the newest posts to fill a page, so the page
 * and the count take the trigram path. Two of its trigrams, 'oug' and 'ugh', are in every seeded
 * post ('Honest thoughts on …'), so the row also shows that the index scan is led by the rare
 * trigrams and does not read the common ones' posting lists, which grow with the data.
 */
export const RARE_SEARCH = 'sourdough';
/**
 * A search whose answer grows with the data: the seeder numbers its titles ('… review #N'), so
 * '#1776' is in 1 post at 10,000 posts, 11 at 100,000 and 111 at a million (#1776, #17760-9,
 * #177600-99). The trigram index has to find every match before the page can be sorted or the count
 * capped, so the work grows with the matches, as any substring search's does: shown to watch that
 * path, without the budgets, since its cost follows how many matches the seeder happens to make.
 * Not 'review #1776': 'review' is in every title, and its trigrams alone cost the index scan
 * 15-30 ms at 100,000 posts.
 */
export const GROWING_SEARCH = '#1776';
const GROWING_NOT_JUDGED = 'watched, not judged: its answer grows with the data';
/**
 * A rare hashtag: one demo post's (supabase/seed.sql); the seeder's twenty hashtags are each in about
 * a tenth of the posts.
 */
export const RARE_HASHTAG = 'bakery';

export interface Subjects {
  busiestPost: { id: string; written: number };
  busiestProfile: { username: string; posts: number };
  rareSearchMatches: number;
  growingSearchMatches: number;
  rareHashtagPosts: number;
}

interface SweepTask {
  name: string;
  task: (index: number, client: AppSupabaseClient) => Promise<unknown>;
  /** Why the row is shown without a budget; judged against the budgets when absent. */
  notJudged?: string;
  /** What the row reads at this size (its matching posts, its comments), said in its note. */
  about?: string;
}

const counted = (value: number, what: string) => `${count(value)} ${what}${value === 1 ? '' : 's'}`;

export function sweepTasks(subjects: Subjects): SweepTask[] {
  const { busiestPost, busiestProfile } = subjects;
  const rareMatches = counted(subjects.rareSearchMatches, 'matching post');
  const growingMatches = counted(subjects.growingSearchMatches, 'matching post');
  const rareTagged = counted(subjects.rareHashtagPosts, 'tagged post');
  const written = counted(busiestPost.written, 'written comment');
  return [
    { name: 'feed newest, page 1', task: (_index, client) => feedPage(client, {}, 0) },
    {
      name: 'search "coffee", page 1',
      task: (_index, client) => feedPage(client, { search: 'coffee' }, 0),
    },
    {
      name: `search "${RARE_SEARCH}" (rare), page 1`,
      task: (_index, client) => feedPage(client, { search: RARE_SEARCH }, 0),
      about: rareMatches,
    },
    {
      name: `search "${GROWING_SEARCH}" (growing), page 1`,
      task: (_index, client) => feedPage(client, { search: GROWING_SEARCH }, 0),
      notJudged: GROWING_NOT_JUDGED,
      about: growingMatches,
    },
    {
      name: 'hashtag #coffee, page 1',
      task: (_index, client) => feedPage(client, { hashtags: ['coffee'] }, 0),
    },
    {
      name: `hashtag #${RARE_HASHTAG} (rare), page 1`,
      task: (_index, client) => feedPage(client, { hashtags: [RARE_HASHTAG] }, 0),
      about: rareTagged,
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
      about: rareTagged,
    },
    {
      name: 'Filters panel count, search "coffee"',
      task: (_index, client) => feedCount(client, { search: 'coffee' }),
    },
    {
      name: `Filters panel count, search "${RARE_SEARCH}" (rare)`,
      task: (_index, client) => feedCount(client, { search: RARE_SEARCH }),
      about: rareMatches,
    },
    {
      name: `Filters panel count, search "${GROWING_SEARCH}" (growing)`,
      task: (_index, client) => feedCount(client, { search: GROWING_SEARCH }),
      notJudged: GROWING_NOT_JUDGED,
      about: growingMatches,
    },
    {
      // The page's first load: one request for the post with its comment summary.
      name: 'post page, busiest post',
      task: (_index, client) => postPage(client, busiestPost.id),
      about: written,
    },
    {
      // Opening the Likes section, a request of its own once the page has shown.
      name: 'post page, Likes section opened, busiest post',
      task: (_index, client) => postLikesSection(client, busiestPost.id),
      about: written,
    },
    {
      // Two round trips (the page's one read, then the Posts tab's list), as the page asks.
      name: 'profile page, busiest profile',
      task: (_index, client) => profilePage(client, busiestProfile.username),
      about: counted(busiestProfile.posts, 'post'),
    },
  ];
}

/** The visible posts a search's words are in, as the feed finds them (the title or description). */
async function matchingPosts(backend: BenchBackend, words: string): Promise<number> {
  const {
    rows: [found],
  } = await backend.pool.query<{ matches: number }>(
    `select count(*)::int as matches from public.posts
      where hidden_at is null and (title ilike $1 or description ilike $1)`,
    [`%${words}%`],
  );
  return found?.matches ?? 0;
}

export async function findSubjects(backend: BenchBackend): Promise<Subjects> {
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
    rows: [tagged],
  } = await backend.pool.query<{ posts: number }>(
    `select count(*)::int as posts from public.posts where hidden_at is null and $1 = any(hashtags)`,
    [RARE_HASHTAG],
  );
  if (!busiestPost || !busiestProfile) throw new Error('The sweep database has no comments');
  const rareSearchMatches = await matchingPosts(backend, RARE_SEARCH);
  if (!rareSearchMatches) throw new Error(`The sweep database has no post with "${RARE_SEARCH}"`);
  if (!tagged?.posts) throw new Error(`The sweep database has no post with #${RARE_HASHTAG}`);
  return {
    busiestPost,
    busiestProfile,
    rareSearchMatches,
    growingSearchMatches: await matchingPosts(backend, GROWING_SEARCH),
    rareHashtagPosts: tagged.posts,
  };
}
