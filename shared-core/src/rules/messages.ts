// Every toast that is not owned by a narrower rule module (report, share, username and sign-up
// errors live beside their rules). Texts are copied exactly from the spec.
import type { ToastText } from './toast-text';

const error = (title: string, description?: string): ToastText =>
  description === undefined
    ? { title, variant: 'error' }
    : { title, description, variant: 'error' };

// Auth screen
export const SIGN_IN_SUCCESS_TOAST: ToastText = { title: 'Welcome back!', variant: 'success' };
export const SIGN_UP_SUCCESS_TOAST: ToastText = {
  title: 'Account created!',
  description: 'Please check your email to verify your account.',
  variant: 'success',
};
export const SIGN_IN_UNEXPECTED_TOAST = error('Error', 'An unexpected error occurred');
export const signInErrorToast = (message: string): ToastText => error('Error signing in', message);
export const signUpErrorToast = (message: string): ToastText =>
  error('Error creating account', message);

// Sign-in required
export const CREATE_POST_SIGN_IN_REQUIRED: ToastText = {
  title: 'Sign in required',
  description: 'Please sign in to create a review post.',
};
export const POST_AUTH_REQUIRED_TOAST = error(
  'Authentication required',
  'Please sign in to create a post.',
);
export const COMMENT_SIGN_IN_REQUIRED_TOAST = error(
  'Sign in required',
  'Please sign in to post comments.',
);
// The spec gives only the message for these two; the title matches the comment one.
export const REACT_SIGN_IN_REQUIRED_TOAST = error(
  'Sign in required',
  'Please sign in to react to posts.',
);
export const COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST = error(
  'Sign in required',
  'Please sign in to like comments.',
);

// Posts, uploads, profile
export const createPostErrorToast = (message: string): ToastText =>
  error('Error creating post', message);
export const uploadFailedToast = (message: string): ToastText => error('Upload failed', message);
export const saveFailedToast = (message: string): ToastText => error('Save failed', message);

// Follow
export const followingToast = (name: string): ToastText => ({
  title: 'Following',
  description: `You are now following ${name}`,
  variant: 'success',
});
export const UNFOLLOWED_TOAST: ToastText = { title: 'Unfollowed' };
export const FOLLOW_FAILURE_TOAST = error('Error', 'Failed to update follow status');

// Reactions, comments, comment likes
export const REACTION_ADDED_TOAST: ToastText = { title: 'Reaction added', variant: 'success' };
export const REACTION_REMOVED_TOAST: ToastText = { title: 'Reaction removed' };
export const REACTION_FAILURE_TOAST = error(
  'Error',
  'Failed to update reaction. Please try again.',
);
export const commentErrorToast = (message: string): ToastText =>
  error('Error posting comment', message);
export const commentLikeErrorToast = (message: string): ToastText => error('Error', message);

// Reports
export const REPORT_SUCCESS_TOAST: ToastText = {
  title: 'Report submitted',
  description: 'Thank you for helping us maintain a safe community. We will review your report.',
  variant: 'success',
};
export const REPORT_FAILURE_TOAST = error('Error', 'Failed to submit report. Please try again.');

// Deletion
export type DeletableKind = 'post' | 'comment' | 'reply';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** '{type} deleted' / 'Your {type} has been successfully deleted.' */
export function deleteSuccessToast(kind: DeletableKind): ToastText {
  return {
    title: `${capitalized(kind)} deleted`,
    description: `Your ${kind} has been successfully deleted.`,
    variant: 'success',
  };
}

/** 'Failed to delete {post or comment}.' A reply is a comment, so it reads 'comment'. */
export function deleteFailureToast(kind: DeletableKind): ToastText {
  const noun = kind === 'post' ? 'post' : 'comment';
  return error('Error', `Failed to delete ${noun}. Please try again.`);
}

// Reputation (kept as the card's error text, not toasted)
export const REPUTATION_FETCH_ERROR = 'Failed to fetch reputation';
export const REPUTATION_REFRESH_ERROR = 'Failed to refresh reputation';
