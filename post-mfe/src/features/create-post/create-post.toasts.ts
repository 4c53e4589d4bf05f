import { errorToast, type ToastText } from '@likegripe/shared-core';

export const CREATE_POST_SIGN_IN_REQUIRED: ToastText = {
  title: 'Sign in required',
  description: 'Please sign in to create a review post.',
};
export const POST_AUTH_REQUIRED_TOAST = errorToast(
  'Authentication required',
  'Please sign in to create a post.',
);
export const createPostErrorToast = (message: string): ToastText =>
  errorToast('Error creating post', message);
