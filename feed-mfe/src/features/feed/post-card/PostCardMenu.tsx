import { ContentMenu } from '@likegripe/shared-ui';
import {
  deleteConfirmTexts,
  REPORT_AUTH_REQUIRED_TOAST,
  reportFailureToast,
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
  const [deletePost] = useDeleteFeedPostMutation();
  const [reportPost] = useReportFeedPostMutation();

  async function confirmDelete() {
    try {
      await deletePost({ postId }).unwrap();
    } catch (error) {
      dispatch(bus.toastRequested(deleteFailureToast('post')));
      throw error;
    }
    // The card leaves every feed list before the toast says it is gone.
    dispatch(bus.postDeleted({ postId }));
    dispatch(bus.toastRequested(deleteSuccessToast('post')));
  }

  return (
    <ContentMenu
      label="Post actions"
      report={{
        label: 'Report post',
        reasons: REPORT_REASONS,
        validate: validateReportChoice,
        detailsRequired: reportDetailsRequired,
        onUnavailable: user
          ? undefined
          : () => dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST)),
        onSubmit: async ({ reason, details }) => {
          if (!user) return;
          try {
            await reportPost({ postId, reporterId: user.id, reason, details }).unwrap();
            dispatch(bus.toastRequested(REPORT_SUCCESS_TOAST));
          } catch (error) {
            dispatch(bus.toastRequested(reportFailureToast(error)));
            throw error;
          }
        },
      }}
      delete={
        user?.id === authorId
          ? { ...deleteConfirmTexts('post'), onConfirm: confirmDelete }
          : undefined
      }
    />
  );
}
