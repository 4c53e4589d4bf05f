import { api, getSupabase, toApiError, type Profile } from '@likegripe/shared-core';

/** What the profile screen counts for one member (the stat cards, follower and following). */
export interface ProfileStats {
  postsCount: number;
  likesGiven: number;
  gripesGiven: number;
  followerCount: number;
  followingCount: number;
}

export interface ProfileChanges {
  id: string;
  display_name: string;
  username: string;
  bio: string | null;
  avatar_url: string | null;
}

/** PostgREST's "no rows for .single()" code. */
export const NO_ROWS_CODE = 'PGRST116';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profile by username (single). Null when no member has it; an error when unreadable. */
    getProfileByUsername: build.query<Profile | null, string>({
      queryFn: async (username) => {
        const { data, error } = await getSupabase()
          .from('profiles')
          .select('id, username, display_name, bio, avatar_url, created_at')
          .eq('username', username)
          .single();
        // Zero rows is "not found"; any other failure is "could not load", with Retry.
        if (error?.code === NO_ROWS_CODE) return { data: null };
        if (error) {
          console.error('Could not load the profile', error);
          return { error: toApiError(error) };
        }
        return { data };
      },
      providesTags: (profile, _error, username) => [
        { type: 'Profile', id: profile?.id ?? `username:${username}` },
      ],
    }),

    /** Posts created, likes and gripes given, followers and following, in one request. */
    getProfileStats: build.query<ProfileStats, string>({
      queryFn: async (userId) => {
        const { data, error } = await getSupabase()
          .from('profile_stats')
          .select('posts_count, likes_given, gripes_given, follower_count, following_count')
          .eq('id', userId)
          .single();
        if (error) return { error: toApiError(error) };
        return {
          data: {
            postsCount: data.posts_count,
            likesGiven: data.likes_given,
            gripesGiven: data.gripes_given,
            followerCount: data.follower_count,
            followingCount: data.following_count,
          },
        };
      },
      providesTags: (_stats, _error, userId) => [
        { type: 'Follow', id: userId },
        { type: 'Activity', id: userId },
      ],
      // Follow rows are watched live in both directions so the counts refresh.
      async onCacheEntryAdded(userId, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const refresh = () => dispatch(api.util.invalidateTags([{ type: 'Follow', id: userId }]));
        const channel = getSupabase()
          .channel(`profile-follows:${userId}:${Math.random().toString(36).slice(2)}`)
          .on(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table: 'user_follows',
              filter: `following_id=eq.${userId}`,
            },
            refresh,
          )
          .on(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table: 'user_follows',
              filter: `follower_id=eq.${userId}`,
            },
            refresh,
          )
          .subscribe();
        await cacheEntryRemoved;
        await getSupabase().removeChannel(channel);
      },
    }),

    /** Updates display_name, username, bio, avatar_url by id. */
    updateProfile: build.mutation<Profile, ProfileChanges>({
      queryFn: async ({ id, ...changes }) => {
        const { data, error } = await getSupabase()
          .from('profiles')
          .update(changes)
          .eq('id', id)
          .select('id, username, display_name, bio, avatar_url, created_at')
          .single();
        return error ? { error: toApiError(error) } : { data };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Profile', id }],
    }),
  }),
});

export const { useGetProfileByUsernameQuery, useGetProfileStatsQuery, useUpdateProfileMutation } =
  profileApi;
