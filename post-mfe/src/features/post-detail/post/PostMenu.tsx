import { useNavigate } from 'react-router-dom';
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
import { useDeletePostMutation } from '../../../api/post-detail.api';
import { useReportContent } from '../report-content.hook';

/** The post's overflow menu: Report post for everyone, Delete post for its author only. */
export function PostMenu({ postId, authorId }: { postId: string; authorId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const report = useReportContent('post', postId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();

  const items: MenuItem[] = [
    { id: 'report', label: 'Report post', icon: <Flag />, onSelect: report.start },
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
      dispatch(bus.toastRequested(deleteSuccessToast('post')));
      dispatch(bus.postDeleted({ postId }));
      // The page is gone; replacing it keeps Back from returning to 'Post not found'.
      void navigate('/', { replace: true });
    } catch {
      dispatch(bus.toastRequested(deleteFailureToast('post')));
    }
  }

  return (
    <>
      <Menu label="More post actions" items={items} />
      <ReportDialog
        reasons={REPORT_REASONS}
        validate={validateReportChoice}
        detailsRequired={reportDetailsRequired}
        open={report.open}
        onOpenChange={report.setOpen}
        title="Report post"
        onSubmit={report.submit}
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
