import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import type { FeedNarrowing } from './feed-query';
import { feedCountQuery } from './feed-requests';

// The Filters panel reads the cap ('100+ reviews found') here, beside the count it shows.
export { FEED_COUNT_CAP } from './feed-requests';

/**
 * How many posts match the filters, for the Filters panel's 'N reviews found': exactly up to
 * FEED_COUNT_CAP and FEED_COUNT_CAP + 1 past it. A request of its own, made only while the panel
 * shows it.
 */
async function fetchFeedCount(narrowing: FeedNarrowing): Promise<number> {
  const { data, error } = await feedCountQuery(getSupabase(), narrowing);
  if (error) throw error;
  return data;
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
