import { api, getSupabase, toApiError } from '@likegripe/shared-core';

export interface FollowPair {
  followerId: string;
  followingId: string;
}

const followApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Follow (insert) or unfollow (delete); the profile page reads the new state again. */
    setFollowing: build.mutation<boolean, FollowPair & { follow: boolean }>({
      queryFn: async ({ followerId, followingId, follow }) => {
        const follows = getSupabase().from('user_follows');
        const { error } = follow
          ? await follows.insert({ follower_id: followerId, following_id: followingId })
          : await follows.delete().eq('follower_id', followerId).eq('following_id', followingId);
        return error ? { error: toApiError(error) } : { data: follow };
      },
      invalidatesTags: (_result, _error, { followerId, followingId }) => [
        { type: 'Follow', id: followingId },
        { type: 'Follow', id: followerId },
      ],
    }),
  }),
});

export const { useSetFollowingMutation } = followApi;
