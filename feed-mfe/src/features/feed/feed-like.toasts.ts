import { errorToast, type ToastText } from '@likegripe/shared-core';

// The same words as the post page's Like button, so a like reads the same from either place.
export const LIKE_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to react to posts.',
);
export const LIKE_ADDED_TOAST: ToastText = { title: 'Reaction added', variant: 'success' };
export const LIKE_REMOVED_TOAST: ToastText = { title: 'Reaction removed' };
export const LIKE_FAILURE_TOAST = errorToast(
  'Error',
  'Failed to update reaction. Please try again.',
);
