import { useNavigate } from 'react-router-dom';
import { useContext, useState } from 'react';
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
  const [deletePost] = useDeletePostMutation();
  const PostEditor = useContext(PostEditorContext);
  const [editOpen, setEditOpen] = useState(false);
  const isAuthor = user?.id === authorId;
  // What a moderator removed can no longer be edited (the database refuses it too).
  const editable = isAuthor && post && !post.hiddenAt && PostEditor;

  async function confirmDelete() {
    try {
      await deletePost({ postId }).unwrap();
    } catch (error) {
      dispatch(bus.toastRequested(deleteFailureToast('post')));
      throw error;
    }
    dispatch(bus.toastRequested(deleteSuccessToast('post')));
    dispatch(bus.postDeleted({ postId }));
    // The page is gone; replacing it keeps Back from returning to 'Post not found'.
    void navigate('/', { replace: true });
  }

  return (
    <>
      <ContentMenu
        label="More post actions"
        report={{ label: 'Report post', ...report }}
        edit={editable ? { label: 'Edit post', onSelect: () => setEditOpen(true) } : undefined}
        delete={isAuthor ? { ...deleteConfirmTexts('post'), onConfirm: confirmDelete } : undefined}
      />
      {post && PostEditor && (
        <PostEditor post={post} open={editOpen} onClose={() => setEditOpen(false)} />
      )}
    </>
  );
}
