import { api, feedPageRange, getSupabase, toApiError, toPostSummary } from '@likegripe/shared-core';
import { isFeedEnd } from './feed-paging';
import { feedOrder, withFeedFilters } from './feed-query';
import type { FeedFilters, FeedPage } from './feed-post.types';

// Pages are rows of feed_cards asked for whole (`select=*`, no column list): the view has only what
// a card shows, and PostgREST parses each listed column, about 1 ms of its CPU for a card's 14
// (migration 20261122180000).

/**
 * A search page comes from search_feed_cards (migration 20261122040000 says why it is a function):
 * under row-level security PostgreSQL cannot see how common a word is, and the same filter on the
 * view read every match.
 */
function searchPageQuery(filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  return getSupabase().rpc(
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

function browsePageQuery(filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  return withFeedFilters(getSupabase().from('feed_cards').select(), filters).range(from, to);
}

async function fetchFeedPage(filters: FeedFilters, page: number): Promise<FeedPage> {
  // No count here: counting every match costs far more than the 12 rows; the Filters
  // panel asks for it separately (feed-count.api.ts).
  let query = filters.search.trim()
    ? searchPageQuery(filters, page)
    : browsePageQuery(filters, page);
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
          return { data: await fetchFeedPage(queryArg, pageParam) };
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
