import {
  api,
  feedPageRange,
  getSupabase,
  isFeedEnd,
  toApiError,
  toPostSummary,
  type PostSummaryRow,
} from '@likegripe/shared-core';
import { feedOrder, withFeedFilters } from './feed-query';
import type { FeedFilters, FeedPage } from './feed-post.types';

// Only what a card shows: the viewer_* columns of the view cost a subquery per row.
const CARD_COLUMNS =
  'id,user_id,title,description,category,media_urls,link_url,hashtags,created_at,like_count,gripe_count,author_username,author_display_name,author_avatar_url';

/**
 * A search page comes from search_feed_posts (migration 20261122040000): under row-level security
 * PostgreSQL cannot see how common a word is, and the same filter on the view read every match.
 */
function searchPageQuery(filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  return getSupabase()
    .rpc(
      'search_feed_posts',
      {
        _search: filters.search.trim(),
        _category: filters.category ?? undefined,
        _hashtags: filters.hashtags.length > 0 ? filters.hashtags : undefined,
        _sort: filters.sort,
        _offset: from,
        _limit: to - from + 1,
      },
      { get: true },
    )
    .select(CARD_COLUMNS);
}

function browsePageQuery(filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  return withFeedFilters(getSupabase().from('feed_posts').select(CARD_COLUMNS), filters).range(
    from,
    to,
  );
}

async function fetchFeedPage(filters: FeedFilters, page: number): Promise<FeedPage> {
  // No count here: counting every match costs far more than the 12 rows (issue 8); the Filters
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
  return { posts: (data as PostSummaryRow[]).map(toPostSummary) };
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
