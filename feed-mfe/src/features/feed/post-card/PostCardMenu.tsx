import { useState } from 'react';
import {
  ConfirmDialog,
  Flag,
  Menu,
  ReportDialog,
  Trash2,
  type MenuItem,
} from '@likegripe/shared-ui';
import {
  REPORT_AUTH_REQUIRED_TOAST,
  REPORT_FAILURE_TOAST,
  REPORT_SUCCESS_TOAST,
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
import { useDeleteFeedPostMutation, useReportFeedPostMutation } from '../../../api/post-card.api';

interface PostCardMenuProps {
  postId: string;
  authorId: string;
}

/** The card's overflow menu: Report post for members, Delete post for the author. */
export function PostCardMenu({ postId, authorId }: PostCardMenuProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [reportOpen, setReportOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deletePost, { isLoading: deleting }] = useDeleteFeedPostMutation();
  const [reportPost] = useReportFeedPostMutation();

  const items: MenuItem[] = [
    {
      id: 'report',
      label: 'Report post',
      icon: <Flag />,
      onSelect: () =>
        user ? setReportOpen(true) : dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST)),
    },
  ];
  if (user?.id === authorId) {
    items.push({
      id: 'delete',
      label: 'Delete post',
      icon: <Trash2 />,
      tone: 'danger',
      onSelect: () => setConfirmOpen(true),
    });
  }

  async function confirmDelete() {
    try {
      await deletePost({ postId }).unwrap();
      setConfirmOpen(false);
      // The card leaves every feed list before the toast says it is gone.
      dispatch(bus.postDeleted({ postId }));
      dispatch(bus.toastRequested(deleteSuccessToast('post')));
    } catch {
      dispatch(bus.toastRequested(deleteFailureToast('post')));
    }
  }

  return (
    <>
      <Menu label="Post actions" items={items} />
      <ReportDialog
        reasons={REPORT_REASONS}
        validate={validateReportChoice}
        detailsRequired={reportDetailsRequired}
        open={reportOpen}
        onOpenChange={setReportOpen}
        title="Report post"
        onSubmit={async ({ reason, details }) => {
          if (!user) return;
          try {
            await reportPost({ postId, reporterId: user.id, reason, details }).unwrap();
            dispatch(bus.toastRequested(REPORT_SUCCESS_TOAST));
          } catch (error) {
            dispatch(bus.toastRequested(REPORT_FAILURE_TOAST));
            throw error;
          }
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title="Delete post?"
        message="This post and all its likes, gripes, questions and replies will be removed. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
