import { errorToast, type ToastText } from '@likegripe/shared-core';

export const COMMENT_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to post comments.',
);
// The spec gives only the message for these two; the title matches the comment one.
export const REACT_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to react to posts.',
);
export const COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to like comments.',
);

export const REACTION_ADDED_TOAST: ToastText = { title: 'Reaction added', variant: 'success' };
export const REACTION_REMOVED_TOAST: ToastText = { title: 'Reaction removed' };
export const REACTION_FAILURE_TOAST = errorToast(
  'Error',
  'Failed to update reaction. Please try again.',
);
export const commentErrorToast = (message: string): ToastText =>
  errorToast('Error posting comment', message);
export const commentLikeErrorToast = (message: string): ToastText => errorToast('Error', message);
