import { useNavigate } from 'react-router-dom';
import { useContext, useState } from 'react';
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
import { useDeletePostMutation } from '../../../api/post-detail.api';
import { useReportContent } from '../report-content.hook';
import { PostEditorContext } from '../../../lib/post-editor.context';
import type { PostDetail } from '../../../api/post-detail.api';

interface PostMenuProps {
  postId: string;
  authorId: string;
  /** The post as shown, for Edit post. */
  post?: PostDetail;
}

/** The post's overflow menu: Report post for everyone, Edit and Delete post for its author only. */
export function PostMenu({ postId, authorId, post }: PostMenuProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const report = useReportContent('post', postId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const PostEditor = useContext(PostEditorContext);
  const [editOpen, setEditOpen] = useState(false);

  const items: MenuItem[] = [
    { id: 'report', label: 'Report post', icon: <Flag />, onSelect: report.start },
  ];
  // What a moderator removed can no longer be edited (the database refuses it too).
  if (user?.id === authorId && post && !post.hiddenAt && PostEditor) {
    items.push({
      id: 'edit',
      label: 'Edit post',
      icon: <Pencil />,
      onSelect: () => setEditOpen(true),
    });
  }
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
      {post && PostEditor && (
        <PostEditor post={post} open={editOpen} onClose={() => setEditOpen(false)} />
      )}
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
