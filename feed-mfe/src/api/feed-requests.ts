// The feed's requests as supabase-js query builders, without the store: the RTK endpoints, the
// site's server and the bench (through the package's `feed-mfe/queries` entry) all send these, so
// what the bench measures is what a reader's browser asks.
import { feedPageRange, type AppSupabaseClient } from '@likegripe/shared-core';
import { feedOrder, type FeedNarrowing } from './feed-query';
import type { FeedFilters } from './feed-post.types';

export type { FeedFilters } from './feed-post.types';
export type { FeedNarrowing } from './feed-query';

// Pages are rows of feed_cards asked for whole (`select=*`, no column list): the view has only what
// a card shows, and PostgREST parses each listed column, about 1 ms of its CPU for a card's 14
// (migration 20261122180000).

/** The client the requests go through: the browser's, or a server's or the bench's as a visitor. */
export type FeedClient = Pick<AppSupabaseClient, 'from' | 'rpc'>;

/**
 * Past this many matches the Filters panel says '100+ reviews found' instead of the number. The
 * count walks the matches until one past the cap; at 1,000 a search for a common word read about
 * 6,000 posts (8-9 times PostgREST's trivial request), at 100 about 600.
 */
export const FEED_COUNT_CAP = 100;

/**
 * A page with words or hashtags comes from search_feed_cards: under row-level security PostgreSQL
 * cannot see how common a word or hashtag is, nor use the hashtags' index, so the same filter on the
 * view walked the newest posts until it had a page (for a rare hashtag, all of them).
 */
function searchPageQuery(client: FeedClient, filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  return client.rpc(
    'search_feed_cards',
    {
      _search: filters.search.trim(),
      _category: filters.category ?? undefined,
      _hashtags: filters.hashtags.length > 0 ? filters.hashtags : undefined,
      _sort: filters.sort,
      _offset: from,
      _limit: to - from + 1,
    },
    { get: true },
  );
}

/** A page with neither words nor hashtags: the view, at most narrowed to a category. */
function browsePageQuery(client: FeedClient, filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  const cards = client.from('feed_cards').select();
  return (filters.category ? cards.eq('category', filters.category) : cards).range(from, to);
}

/** One page of cards, in the sort's order, without a count. */
export function feedPageQuery(client: FeedClient, filters: FeedFilters, page: number) {
  let query =
    filters.search.trim() || filters.hashtags.length > 0
      ? searchPageQuery(client, filters, page)
      : browsePageQuery(client, filters, page);
  // The function returns its page in this order already; PostgREST keeps it only when asked.
  for (const { column, ascending } of feedOrder(filters.sort)) {
    query = query.order(column, { ascending });
  }
  return query;
}

/**
 * How many posts match, for the Filters panel: feed_card_count (migration 20261124090000) narrows
 * feed_cards as the pages do, stops at the cap + 1 rather than reading every match, and answers one
 * number (reading the ids of the matches instead made a 49 KB answer).
 */
export function feedCountQuery(client: FeedClient, { search, category, hashtags }: FeedNarrowing) {
  return client.rpc(
    'feed_card_count',
    {
      _search: search.trim() || undefined,
      _category: category ?? undefined,
      _hashtags: hashtags.length > 0 ? hashtags : undefined,
      _cap: FEED_COUNT_CAP,
    },
    { get: true },
  );
}
