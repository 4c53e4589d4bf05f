import {
  api,
  feedPageRange,
  getSupabase,
  isFeedEnd,
  toApiError,
  toPostSummary,
  type PostSummaryRow,
} from '@likegripe/shared-core';
import { feedOrder, searchFilter } from './feed-query';
import type { FeedFilters, FeedPage } from './feed-post.types';

// Only what a card shows: the viewer_* columns of the view cost a subquery per row.
const CARD_COLUMNS =
  'id,user_id,title,description,category,media_urls,link_url,hashtags,created_at,like_count,gripe_count,author_username,author_display_name,author_avatar_url';

async function fetchFeedPage(filters: FeedFilters, page: number): Promise<FeedPage> {
  const { from, to } = feedPageRange(page);
  // The total is asked for once per filter set: counting again on every page costs a scan each time.
  let query = getSupabase()
    .from('feed_posts')
    .select(CARD_COLUMNS, page === 0 ? { count: 'exact' } : undefined);
  const search = searchFilter(filters.search);
  if (search) query = query.or(search);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.hashtags.length > 0) query = query.overlaps('hashtags', filters.hashtags);
  for (const { column, ascending } of feedOrder(filters.sort)) {
    query = query.order(column, { ascending });
  }
  const { data, error, count } = await query.range(from, to);
  if (error) throw error;
  return { posts: (data as PostSummaryRow[]).map(toPostSummary), total: count ?? null };
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
