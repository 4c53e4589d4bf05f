import {
  bus,
  selectSessionUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { COMMENT_SIGN_IN_REQUIRED_TOAST, commentErrorToast } from '../post-detail.toasts';
import { useAddCommentMutation, type CommentType } from '../../../api/comments.api';

interface CommentDraft {
  postId: string;
  type: CommentType;
  content: string;
  parentId?: string;
}

/**
 * Posts a comment, question or reply (trimmed, empty ignored, sign-in required).
 * Resolves true when it was saved, so the caller clears its box; on failure the text stays.
 */
export function useCommentSubmit() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [addComment, { isLoading }] = useAddCommentMutation();

  async function submit({ postId, type, content, parentId }: CommentDraft): Promise<boolean> {
    const trimmed = content.trim();
    if (!trimmed) return false;
    if (!user) {
      dispatch(bus.toastRequested(COMMENT_SIGN_IN_REQUIRED_TOAST));
      return false;
    }
    try {
      await addComment({
        postId,
        userId: user.id,
        type,
        content: trimmed,
        ...(parentId ? { parentId } : {}),
      }).unwrap();
      dispatch(bus.commentChanged({ postId }));
      return true;
    } catch (error) {
      dispatch(bus.toastRequested(commentErrorToast(toApiError(error).message)));
      return false;
    }
  }

  return { submit, submitting: isLoading, signedIn: user !== null };
}
