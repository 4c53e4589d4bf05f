import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { withFeedFilters, type FeedNarrowing } from './feed-query';

/** Past this many matches the Filters panel says '1,000+ reviews found' instead of the number. */
export const FEED_COUNT_CAP = 1000;

/**
 * How many posts match the filters, for the Filters panel's 'N reviews found', counted on
 * feed_cards, the view the pages read, exactly up to FEED_COUNT_CAP and FEED_COUNT_CAP + 1 past
 * it. A request of its own, made only while the panel shows it. It reads the ids of at most
 * FEED_COUNT_CAP + 1 matches rather than asking for an exact count, which reads every match and
 * grows with the data.
 */
async function fetchFeedCount(narrowing: FeedNarrowing): Promise<number> {
  const query = getSupabase()
    .from('feed_cards')
    .select('id')
    .limit(FEED_COUNT_CAP + 1);
  const { data, error } = await withFeedFilters(query, narrowing);
  if (error) throw error;
  return data.length;
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
