import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { MENTION_SUGGESTIONS } from '../lib/mention-entry';

export interface MentionSuggestion {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
}

function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Profiles whose username contains the typed text, case-insensitive, at most 5: the suggestions of
 * every box that takes @mentions (description, comments, questions, replies, edits).
 */
export const mentionSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMentionSuggestions: build.query<MentionSuggestion[], string>({
      async queryFn(query) {
        const { data, error } = await getSupabase()
          .from('profiles')
          .select('id, username, display_name, avatar_url')
          .ilike('username', likePattern(query))
          .order('username')
          .limit(MENTION_SUGGESTIONS);
        if (error) return { error: toApiError(error) };
        return {
          data: data.map((row) => ({
            id: row.id,
            username: row.username,
            displayName: row.display_name,
            avatarUrl: row.avatar_url,
          })),
        };
      },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMentionSuggestionsQuery } = mentionSuggestionsApi;
