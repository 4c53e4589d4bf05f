import {
  api,
  feedPageRange,
  getSupabase,
  takeVisitorRouteData,
  toApiError,
  toPostSummary,
} from '@likegripe/shared-core';
import { isFeedEnd } from './feed-paging';
import { feedOrder } from './feed-query';
import type { FeedFilters, FeedPage } from './feed-post.types';

// Pages are rows of feed_cards asked for whole (`select=*`, no column list): the view has only what
// a card shows, and PostgREST parses each listed column, about 1 ms of its CPU for a card's 14
// (migration 20261122180000).

/** The client the pages are read with: the browser's, or the site's server's as a visitor. */
type FeedClient = Pick<ReturnType<typeof getSupabase>, 'from' | 'rpc'>;

/**
 * Where the page's route data carries the first page of the feed with these filters (the site's
 * server draws the bare '/' with its first page).
 */
export const feedPageDataKey = ({ search, category, sort, hashtags }: FeedFilters) =>
  `feed:${JSON.stringify([search.trim(), category, sort, hashtags])}`;

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

/** A page of cards (also read by the site's server for a visitor's first screen). */
export async function fetchFeedPage(
  client: FeedClient,
  filters: FeedFilters,
  page: number,
): Promise<FeedPage> {
  // No count here: counting every match costs far more than the 12 rows; the Filters
  // panel asks for it separately (feed-count.api.ts).
  let query =
    filters.search.trim() || filters.hashtags.length > 0
      ? searchPageQuery(client, filters, page)
      : browsePageQuery(client, filters, page);
  // The function returns its page in this order already; PostgREST keeps it only when asked.
  for (const { column, ascending } of feedOrder(filters.sort)) {
    query = query.order(column, { ascending });
  }
  const { data, error } = await query;
  if (error) throw error;
  return { posts: data.map((row) => ({ ...toPostSummary(row), editedAt: row.edited_at })) };
}

export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedPage, FeedFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          isFeedEnd(lastPage.posts.length) ? undefined : lastPageParam + 1,
      },
      async queryFn({ queryArg, pageParam }) {
        try {
          const fromPage =
            pageParam === 0
              ? await takeVisitorRouteData<FeedPage>(feedPageDataKey(queryArg))
              : undefined;
          return { data: fromPage ?? (await fetchFeedPage(getSupabase(), queryArg, pageParam)) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      providesTags: ['Feed'],
      // Kept while the reader is on a post, so coming back restores the same cards and position.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetFeedInfiniteQuery } = feedApi;

/** Puts a first page read elsewhere (by the site's server) into the feed's cache entry. */
export const seedFirstFeedPage = (filters: FeedFilters, page: FeedPage) =>
  feedApi.util.upsertQueryData('getFeed', filters, { pages: [page], pageParams: [0] });
