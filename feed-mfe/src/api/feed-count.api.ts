import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import type { FeedNarrowing } from './feed-query';

/**
 * Past this many matches the Filters panel says '100+ reviews found' instead of the number. The
 * count walks the matches until one past the cap; at 1,000 a search for a common word read about
 * 6,000 posts (8-9 times PostgREST's trivial request), at 100 about 600.
 */
export const FEED_COUNT_CAP = 100;

/**
 * How many posts match the filters, for the Filters panel's 'N reviews found': exactly up to
 * FEED_COUNT_CAP and FEED_COUNT_CAP + 1 past it. A request of its own, made only while the panel
 * shows it. feed_card_count (migration 20261124090000) narrows feed_cards as the pages do, stops
 * at the cap + 1 rather than reading every match, and answers one number (reading the ids of the
 * matches instead made a 49 KB answer).
 */
async function fetchFeedCount({ search, category, hashtags }: FeedNarrowing): Promise<number> {
  const { data, error } = await getSupabase().rpc(
    'feed_card_count',
    {
      _search: search.trim() || undefined,
      _category: category ?? undefined,
      _hashtags: hashtags.length > 0 ? hashtags : undefined,
      _cap: FEED_COUNT_CAP,
    },
    { get: true },
  );
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
