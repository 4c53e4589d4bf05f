import { Heart } from '@likegripe/shared-ui';
import {
  bus,
  selectSessionUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST, commentLikeErrorToast } from '../post-detail.toasts';
import { useSetCommentLikedMutation, type PostComment } from '../../../api/comments.api';
import { HeartButton } from './CommentCard.styles';

/**
 * A comment's like: the reader's heart toggles at once (taken back with the error toast if the
 * server refuses); the exact count then comes back from the server.
 */
export function CommentLikeButton({ comment }: { comment: PostComment }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [setLiked, { isLoading }] = useSetCommentLikedMutation();
  const count = Math.max(0, comment.likeCount);

  async function toggle() {
    if (!user) {
      dispatch(bus.toastRequested(COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST));
      return;
    }
    // A second tap while the first is saved would race it to the server; it waits instead, and
    // the button stays enabled because it already shows the change.
    if (isLoading) return;
    try {
      await setLiked({
        commentId: comment.id,
        postId: comment.postId,
        type: comment.type,
        parentId: comment.parentId,
        userId: user.id,
        liked: !comment.viewerHasLiked,
      }).unwrap();
    } catch (error) {
      dispatch(bus.toastRequested(commentLikeErrorToast(toApiError(error).message)));
    }
  }

  return (
    <HeartButton
      type="button"
      aria-pressed={comment.viewerHasLiked}
      aria-label={`Like comment, ${count} ${count === 1 ? 'like' : 'likes'}`}
      onClick={() => void toggle()}
    >
      <Heart aria-hidden="true" />
      {count}
    </HeartButton>
  );
}
