import { ContentMenu } from '@likegripe/shared-ui';
import {
  deleteConfirmTexts,
  bus,
  deleteFailureToast,
  deleteSuccessToast,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { useDeleteCommentMutation, type PostComment } from '../../../api/comments.api';
import { useReportContent } from '../report-content.hook';
import { useDeletingComments } from './deleting-comments';

interface CommentMenuProps {
  comment: PostComment;
  /** Opens the text for editing in place; without it there is no Edit item. */
  onEdit?: () => void;
}

/** Report comment for everyone; Edit and Delete comment / reply for its author only. */
export function CommentMenu({ comment, onEdit }: CommentMenuProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const report = useReportContent('comment', comment.id);
  const [deleteComment] = useDeleteCommentMutation();
  const deleting = useDeletingComments();
  const kind = comment.type === 'reply' ? 'reply' : 'comment';
  const isAuthor = user?.id === comment.author.id;

  // The comment leaves its list at once, closing this menu with it, and comes back if refused.
  async function confirmDelete() {
    deleting.hide(comment.id);
    try {
      await deleteComment({
        commentId: comment.id,
        postId: comment.postId,
        type: comment.type,
        parentId: comment.parentId,
      }).unwrap();
    } catch (error) {
      deleting.show(comment.id);
      dispatch(bus.toastRequested(deleteFailureToast(kind)));
      throw error;
    }
    dispatch(bus.toastRequested(deleteSuccessToast(kind)));
    dispatch(bus.commentChanged({ postId: comment.postId }));
  }

  return (
    <ContentMenu
      label={kind === 'reply' ? 'Reply actions' : 'Comment actions'}
      report={{ label: 'Report comment', ...report }}
      edit={
        isAuthor && onEdit
          ? { label: kind === 'reply' ? 'Edit reply' : 'Edit comment', onSelect: onEdit }
          : undefined
      }
      delete={isAuthor ? { ...deleteConfirmTexts(kind), onConfirm: confirmDelete } : undefined}
    />
  );
}
