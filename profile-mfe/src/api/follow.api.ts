import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { NO_ROWS_CODE } from './profile.api';

export interface FollowPair {
  followerId: string;
  followingId: string;
}

const followApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer's own follow row; a missing row (PGRST116) means not following. */
    getIsFollowing: build.query<boolean, FollowPair>({
      queryFn: async ({ followerId, followingId }) => {
        const { error } = await getSupabase()
          .from('user_follows')
          .select('id')
          .eq('follower_id', followerId)
          .eq('following_id', followingId)
          .single();
        if (!error) return { data: true };
        if (error.code === NO_ROWS_CODE) return { data: false };
        return { error: toApiError(error) };
      },
      providesTags: (_result, _error, { followingId }) => [{ type: 'Follow', id: followingId }],
    }),

    /** Follow (insert) or unfollow (delete). */
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

export const { useGetIsFollowingQuery, useSetFollowingMutation } = followApi;
