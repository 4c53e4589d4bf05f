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

async function fetchFeedPage(filters: FeedFilters, page: number): Promise<FeedPage> {
  const { from, to } = feedPageRange(page);
  // No count here: counting every match costs far more than the 12 rows (issue 8); the Filters
  // panel asks for it separately (feed-count.api.ts).
  let query = withFeedFilters(getSupabase().from('feed_posts').select(CARD_COLUMNS), filters);
  for (const { column, ascending } of feedOrder(filters.sort)) {
    query = query.order(column, { ascending });
  }
  const { data, error } = await query.range(from, to);
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
