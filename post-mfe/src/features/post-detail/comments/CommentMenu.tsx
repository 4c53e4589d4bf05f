import { useState } from 'react';
import {
  ConfirmDialog,
  Flag,
  Menu,
  Pencil,
  ReportDialog,
  Trash2,
  type MenuItem,
} from '@likegripe/shared-ui';
import {
  bus,
  deleteFailureToast,
  deleteSuccessToast,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
  REPORT_REASONS,
  reportDetailsRequired,
  validateReportChoice,
} from '@likegripe/shared-core';
import { useDeleteCommentMutation, type PostComment } from '../../../api/comments.api';
import { useReportContent } from '../report-content.hook';

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
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const kind = comment.type === 'reply' ? 'reply' : 'comment';

  const items: MenuItem[] = [
    { id: 'report', label: 'Report comment', icon: <Flag />, onSelect: report.start },
  ];
  if (user?.id === comment.author.id && onEdit) {
    items.push({
      id: 'edit',
      label: kind === 'reply' ? 'Edit reply' : 'Edit comment',
      icon: <Pencil />,
      onSelect: onEdit,
    });
  }
  if (user?.id === comment.author.id) {
    items.push({
      id: 'delete',
      label: kind === 'reply' ? 'Delete reply' : 'Delete comment',
      icon: <Trash2 />,
      tone: 'danger',
      onSelect: () => setConfirmOpen(true),
    });
  }

  async function confirmDelete() {
    try {
      await deleteComment({
        commentId: comment.id,
        postId: comment.postId,
        type: comment.type,
        parentId: comment.parentId,
      }).unwrap();
      setConfirmOpen(false);
      dispatch(bus.toastRequested(deleteSuccessToast(kind)));
      dispatch(bus.commentChanged({ postId: comment.postId }));
    } catch {
      dispatch(bus.toastRequested(deleteFailureToast(kind)));
    }
  }

  return (
    <>
      <Menu label={kind === 'reply' ? 'Reply actions' : 'Comment actions'} items={items} />
      <ReportDialog
        reasons={REPORT_REASONS}
        validate={validateReportChoice}
        detailsRequired={reportDetailsRequired}
        open={report.open}
        onOpenChange={report.setOpen}
        title="Report comment"
        onSubmit={report.submit}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={kind === 'reply' ? 'Delete reply?' : 'Delete comment?'}
        message={
          kind === 'reply'
            ? 'This reply will be removed. This cannot be undone.'
            : 'This comment and its replies will be removed. This cannot be undone.'
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
