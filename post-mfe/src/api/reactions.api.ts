import { api, getSupabase, toApiError } from '@likegripe/shared-core';

export type ReactionType = 'like' | 'gripe';

export interface ReactionChange {
  postId: string;
  userId: string;
  type: ReactionType;
  /** true adds the reaction, false removes it. */
  on: boolean;
}

// A second identical reaction breaks the one-per-member rule; the reaction is on either way.
const UNIQUE_VIOLATION = '23505';

const reactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A post reaction is the member's empty-content like or gripe comment. */
    setReaction: build.mutation<null, ReactionChange>({
      async queryFn({ postId, userId, type, on }) {
        const comments = getSupabase().from('comments');
        const { error } = on
          ? await comments.insert({
              post_id: postId,
              user_id: userId,
              comment_type: type,
              content: '',
            })
          : await comments
              .delete()
              .eq('post_id', postId)
              .eq('user_id', userId)
              .eq('comment_type', type)
              .eq('content', '');
        if (error && error.code !== UNIQUE_VIOLATION) return { error: toApiError(error) };
        return { data: null };
      },
      invalidatesTags: (_result, _error, { postId }) => [
        { type: 'Post', id: postId },
        'Feed',
        'Activity',
        'Profile',
      ],
    }),
  }),
});

export const { useSetReactionMutation } = reactionsApi;
