import {
  api,
  getSupabase,
  takeVisitorRouteData,
  toApiError,
  toPostSummary,
} from '@likegripe/shared-core';
import { isFeedEnd } from './feed-paging';
import { feedPageQuery, type FeedClient } from './feed-requests';
import type { FeedFilters, FeedPage } from './feed-post.types';

/**
 * Where the page's route data carries the first page of the feed with these filters (the site's
 * server draws the bare '/' with its first page).
 */
export const feedPageDataKey = ({ search, category, sort, hashtags }: FeedFilters) =>
  `feed:${JSON.stringify([search.trim(), category, sort, hashtags])}`;

/** A page of cards (also read by the site's server for a visitor's first screen). */
export async function fetchFeedPage(
  client: FeedClient,
  filters: FeedFilters,
  page: number,
): Promise<FeedPage> {
  // No count here: counting every match costs far more than the 12 rows; the Filters
  // panel asks for it separately (feed-count.api.ts).
  const { data, error } = await feedPageQuery(client, filters, page);
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
