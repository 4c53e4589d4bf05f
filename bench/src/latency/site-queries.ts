// The data API calls of the feed as a visitor sees it, built by feed-mfe's own query builders (its
// `feed-mfe/queries` entry), so the bench asks exactly what a reader's browser asks.
import type { AppSupabaseClient } from '@likegripe/shared-core';
import { feedCountQuery, feedPageQuery, type FeedFilters as SiteFilters } from 'feed-mfe/queries';

/** The filters a row sets; the rest are the feed's defaults (no words, newest first). */
export type FeedFilters = Partial<SiteFilters>;

const NO_FILTERS: SiteFilters = { search: '', category: null, sort: 'newest', hashtags: [] };

/** One page of the feed: one request, without a count. */
export async function feedPage(client: AppSupabaseClient, filters: FeedFilters, page: number) {
  const { data, error } = await feedPageQuery(client, { ...NO_FILTERS, ...filters }, page);
  if (error) throw new Error(`feed page: ${error.message}`);
  return data.length;
}

/**
 * The Filters panel's 'N reviews found', a request of its own that counts the matches up to the
 * cap + 1 in the database and answers the number.
 */
export async function feedCount(client: AppSupabaseClient, filters: FeedFilters) {
  const { data, error } = await feedCountQuery(client, { ...NO_FILTERS, ...filters });
  if (error) throw new Error(`feed count: ${error.message}`);
  return data;
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
