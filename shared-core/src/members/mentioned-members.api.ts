import { api, toApiError } from '../store/api';
import { getSupabase } from '../supabase/supabase-client';

/**
 * Which of the names (mentionKey form) are members: their usernames as stored. One call for a
 * whole screen's mentions; the feed, the post page and the profile page use it through
 * MentionedMembersProvider.
 */
export const mentionedMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMentionedMembers: build.query<string[], readonly string[]>({
      async queryFn(names) {
        const { data, error } = await getSupabase().rpc('mentioned_members', {
          _usernames: [...names],
        });
        if (error) return { error: toApiError(error) };
        return { data: data.map((row) => row.username) };
      },
      // A renamed member's old name stops linking once profiles change.
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMentionedMembersQuery } = mentionedMembersApi;
