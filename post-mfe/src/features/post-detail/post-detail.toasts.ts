import { errorToast, type ToastText } from '@likegripe/shared-core';

export const COMMENT_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to post comments.',
);
// The spec gives only the message for this one; the title matches the comment one.
export const COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to like comments.',
);

// The post's Like and Gripe say what the feed card's Like says.
export {
  REACT_SIGN_IN_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
} from '@likegripe/shared-core';
export const commentErrorToast = (message: string): ToastText =>
  errorToast('Error posting comment', message);
export const commentLikeErrorToast = (message: string): ToastText => errorToast('Error', message);
