import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { feedApi } from './feed.api';
import type { FeedPage } from './feed-post.types';

export interface FeedLike {
  postId: string;
  userId: string;
}

/** Whether the key turned the reader's like on or, as it was on already, off. */
export type FeedLikeResult = 'added' | 'removed';

// The one-like-per-member rule: a second like means the reader's like was on already.
const UNIQUE_VIOLATION = '23505';

function shiftLikeCount(pages: FeedPage[], postId: string, by: number) {
  for (const page of pages) {
    for (const post of page.posts) {
      if (post.id === postId) post.likeCount = Math.max(0, post.likeCount + by);
    }
  }
}

/**
 * The reader's like of a feed card, toggled like the post page's Like button. A card does not know
 * whether the reader liked it (that costs a subquery per row), so the like is added first and a
 * refusal as a duplicate turns it off instead. The card's count moves at once and is put right when
 * the answer differs or fails; the live counts broadcast then brings the exact numbers.
 */
export const feedLikeApi = api.injectEndpoints({
  endpoints: (build) => ({
    toggleFeedLike: build.mutation<FeedLikeResult, FeedLike>({
      async queryFn({ postId, userId }) {
        const comments = getSupabase().from('comments');
        const like = {
          post_id: postId,
          user_id: userId,
          comment_type: 'like' as const,
          content: '',
        };
        const added = await comments.insert(like);
        if (!added.error) return { data: 'added' };
        if (added.error.code !== UNIQUE_VIOLATION) return { error: toApiError(added.error) };
        const removed = await comments
          .delete()
          .eq('post_id', postId)
          .eq('user_id', userId)
          .eq('comment_type', 'like')
          .eq('content', '');
        return removed.error ? { error: toApiError(removed.error) } : { data: 'removed' };
      },
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const shiftAll = (by: number) => {
          for (const filters of feedApi.util.selectCachedArgsForQuery(getState(), 'getFeed')) {
            dispatch(
              feedApi.util.updateQueryData('getFeed', filters, (feed) => {
                shiftLikeCount(feed.pages, postId, by);
              }),
            );
          }
        };
        shiftAll(1);
        try {
          const { data } = await queryFulfilled;
          if (data === 'removed') shiftAll(-2);
        } catch {
          shiftAll(-1);
        }
      },
      // Not 'Feed': reloading every page would undo the reader's place; the card already shows it.
      invalidatesTags: (_result, _error, { postId }) => [
        { type: 'Post', id: postId },
        'Activity',
        'Profile',
      ],
    }),
  }),
});

export const { useToggleFeedLikeMutation } = feedLikeApi;
