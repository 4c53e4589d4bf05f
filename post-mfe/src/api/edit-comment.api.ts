import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { commentSummaryTag, repliesTag, sectionCommentsTag } from '../lib/comment-tags';
import type { CommentType } from '../lib/post-comment';

/** A written comment or reply with its new text. */
export interface CommentEdit {
  commentId: string;
  postId: string;
  type: CommentType;
  parentId: string | null;
  content: string;
}

const editCommentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the author's new text; someone else's comment is a zero-row update (row-level security). */
    editComment: build.mutation<null, CommentEdit>({
      async queryFn({ commentId, content }) {
        const { data, error, status } = await getSupabase()
          .from('comments')
          .update({ content: content.trim() })
          .eq('id', commentId)
          .select('id');
        if (error) return { error: { ...toApiError(error), status } };
        if (data.length === 0)
          return { error: { message: 'The comment could not be edited.', status: 403 } };
        return { data: null };
      },
      // The list it sits in, and for a top-level like or gripe the post's sentiment words.
      invalidatesTags: (_result, _error, { postId, type, parentId }) =>
        parentId
          ? [repliesTag(parentId), 'Activity']
          : [sectionCommentsTag(postId, type), commentSummaryTag(postId), 'Activity'],
    }),
  }),
});

export const { useEditCommentMutation } = editCommentApi;
