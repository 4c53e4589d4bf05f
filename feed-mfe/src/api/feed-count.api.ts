import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { withFeedFilters, type FeedNarrowing } from './feed-query';

/**
 * How many posts match the filters, for the Filters panel's 'N reviews found', counted
 * on feed_cards, the view the pages read. A HEAD request of its own, made only while the panel shows
 * it: an exact count reads every matching row, many times the cost of a 12-card page.
 */
async function fetchFeedCount(narrowing: FeedNarrowing): Promise<number> {
  const query = getSupabase().from('feed_cards').select('id', { count: 'exact', head: true });
  const { count, error } = await withFeedFilters(query, narrowing);
  if (error) throw error;
  if (count === null) throw new Error('The count of matching posts is missing from the answer');
  return count;
}

export const feedCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by search, category and hashtags only, so changing the sort reuses the count.
    getFeedCount: build.query<number, FeedNarrowing>({
      async queryFn(narrowing) {
        try {
          return { data: await fetchFeedCount(narrowing) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      providesTags: ['Feed'],
    }),
  }),
});

export const { useGetFeedCountQuery } = feedCountApi;
