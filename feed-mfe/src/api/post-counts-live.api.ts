import { api, getSupabase } from '@likegripe/shared-core';
import { feedApi } from './feed.api';
import { applyPostCounts, postCountsTopic, toPostCounts, type PostCounts } from './post-counts';

// supabase-js hands out the channel it already has for a topic, even one still being left: a new
// join of a topic waits for its last leave to finish.
const leaving = new Map<string, Promise<unknown>>();

/**
 * Live counts of one post's feed card, no request involved: while a card asks for
 * `watchPostCounts(postId)` the feed listens on the post's counts topic over the realtime socket and
 * writes each broadcast's counts into the feed pages already in the cache. The channel is left when
 * the last card of the post stops asking (it scrolled away or unmounted).
 */
export const postCountsLiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchPostCounts: build.query<null, string>({
      queryFn: () => ({ data: null }),
      // A card that scrolls out and straight back in keeps its channel instead of leaving and joining.
      keepUnusedDataFor: 2,
      async onCacheEntryAdded(postId, { cacheDataLoaded, cacheEntryRemoved, dispatch, getState }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // Removed before it started: nothing to join.
        }
        const applyCounts = (counts: PostCounts) => {
          for (const filters of feedApi.util.selectCachedArgsForQuery(getState(), 'getFeed')) {
            dispatch(
              feedApi.util.updateQueryData('getFeed', filters, (feed) => {
                applyPostCounts(feed.pages, postId, counts);
              }),
            );
          }
        };
        const topic = postCountsTopic(postId);
        await leaving.get(topic);
        const supabase = getSupabase();
        const channel = supabase
          .channel(topic, { config: { private: true } })
          .on('broadcast', { event: 'counts' }, ({ payload }) => {
            const counts = toPostCounts(payload, postId);
            if (counts) applyCounts(counts);
          })
          .subscribe();
        await cacheEntryRemoved;
        const left = supabase
          .removeChannel(channel)
          .catch(() => undefined)
          .finally(() => {
            if (leaving.get(topic) === left) leaving.delete(topic);
          });
        leaving.set(topic, left);
      },
    }),
  }),
});

export const { useWatchPostCountsQuery } = postCountsLiveApi;
