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

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useUpdateProfileMutation } = profileApi;
