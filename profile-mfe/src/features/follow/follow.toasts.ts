import { errorToast, type ToastText } from '@likegripe/shared-core';

export const followingToast = (name: string): ToastText => ({
  title: 'Following',
  description: `You are now following ${name}`,
  variant: 'success',
});
export const UNFOLLOWED_TOAST: ToastText = { title: 'Unfollowed' };
export const FOLLOW_FAILURE_TOAST = errorToast('Error', 'Failed to update follow status');
