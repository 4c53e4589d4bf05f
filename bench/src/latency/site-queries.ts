// The data API calls of the site's pages, built with supabase-js from the site's own query helpers,
// so the bench asks exactly what a reader's browser asks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { feedOrder } from '../../../feed-mfe/src/api/feed-query.ts';
import { feedPageRange, type FeedSort } from '../../../shared-core/src/rules/feed-sort.ts';

function feedMfeSource(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../feed-mfe/src/api/${file}`, import.meta.url)),
    'utf8',
  );
}

/**
 * What feed-mfe's page and count requests read, from its source, so the bench follows it: the view
 * of a page (asked for whole, `.select()` without a column list), the search function (no
 * `.select`) and the function that counts for the Filters panel. If feed-mfe asks differently,
 * this throws rather than measuring something a browser does not send.
 */
function feedSources(): { view: string; search: string; counted: string; cap: number } {
  const page = feedMfeSource('feed.api.ts');
  const count = feedMfeSource('feed-count.api.ts');
  const view = /\.from\('(\w+)'\)\.select\(\)/.exec(page)?.[1];
  const search = /\.rpc\(\s*'(\w+)',[^;]*\{ get: true \},?\s*\);/.exec(page)?.[1];
  const counted = /\.rpc\(\s*'(\w+)',[^;]*_cap: FEED_COUNT_CAP,[^;]*\{ get: true \},?\s*\);/.exec(
    count,
  )?.[1];
  const cap = Number(/export const FEED_COUNT_CAP = (\d+);/.exec(count)?.[1]);
  if (!view || !search || !counted || !cap) {
    throw new Error(
      'feed-mfe/src/api/feed.api.ts or feed-count.api.ts no longer asks as site-queries.ts expects',
    );
  }
  return { view, search, counted, cap };
}
const FEED = feedSources();

export interface FeedFilters {
  search?: string;
  category?: string;
  hashtags?: string[];
  sort?: FeedSort;
}

/** feed-mfe's `browsePageQuery`: a page of the feed_cards view, whole (no words, no hashtags). */
function browsePage(client: SupabaseClient, filters: FeedFilters, from: number, to: number) {
  let query = client.from(FEED.view).select();
  if (filters.category) query = query.eq('category', filters.category);
  return query.range(from, to);
}

/**
 * feed-mfe's `fetchFeedPage`: one request per page, without a count; a page with words or hashtags
 * through search_feed_cards, any other page from the feed_cards view.
 */
export async function feedPage(client: SupabaseClient, filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  const words = filters.search?.trim() ?? '';
  let query =
    words || filters.hashtags?.length
      ? client.rpc(
          FEED.search,
          {
            _search: words,
            _category: filters.category,
            _hashtags: filters.hashtags?.length ? filters.hashtags : undefined,
            _sort: filters.sort ?? 'newest',
            _offset: from,
            _limit: to - from + 1,
          },
          { get: true },
        )
      : browsePage(client, filters, from, to);
  for (const { column, ascending } of feedOrder(filters.sort ?? 'newest')) {
    query = query.order(column, { ascending });
  }
  const { data, error } = await query;
  if (error) throw new Error(`feed page: ${error.message}`);
  return (data as unknown[]).length;
}

/**
 * feed-mfe's `fetchFeedCount`: the Filters panel's 'N reviews found', a request of its own that
 * counts the matches up to cap + 1 in the database and answers the number.
 */
export async function feedCount(client: SupabaseClient, filters: FeedFilters) {
  const { data, error } = await client.rpc(
    FEED.counted,
    {
      _search: filters.search?.trim() || undefined,
      _category: filters.category,
      _hashtags: filters.hashtags?.length ? filters.hashtags : undefined,
      _cap: FEED.cap,
    },
    { get: true },
  );
  if (error) throw new Error(`feed count: ${error.message}`);
  return data as number;
}

/** Every budgeted backend row is judged against this many times PostgREST's trivial request. */
export const TRIVIAL_RATIO_BUDGET = 2;

/** The ceiling: PostgREST's own trivial request, a one-row select of a small table. */
export async function trivialRequest(baseUrl: string, apiKey: string) {
  const response = await fetch(`${baseUrl}/profiles?select=id&limit=1`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${apiKey}` },
  });
  if (!response.ok) throw new Error(`trivial request: HTTP ${response.status}`);
  await response.arrayBuffer();
  return 1;
}
