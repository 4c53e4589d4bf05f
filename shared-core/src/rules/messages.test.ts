import type { ToastText } from './toast-text';
import {
  COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST,
  COMMENT_SIGN_IN_REQUIRED_TOAST,
  CREATE_POST_SIGN_IN_REQUIRED,
  type DeletableKind,
  FOLLOW_FAILURE_TOAST,
  POST_AUTH_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
  REPORT_FAILURE_TOAST,
  REPORT_SUCCESS_TOAST,
  REPUTATION_FETCH_ERROR,
  REPUTATION_REFRESH_ERROR,
  SIGN_IN_SUCCESS_TOAST,
  SIGN_IN_UNEXPECTED_TOAST,
  SIGN_UP_SUCCESS_TOAST,
  UNFOLLOWED_TOAST,
  commentErrorToast,
  commentLikeErrorToast,
  createPostErrorToast,
  deleteFailureToast,
  deleteSuccessToast,
  followingToast,
  saveFailedToast,
  signInErrorToast,
  signUpErrorToast,
  uploadFailedToast,
} from './messages';

describe('toast texts', () => {
  it.each<[string, ToastText, string, string | undefined]>([
    ['sign-in success', SIGN_IN_SUCCESS_TOAST, 'Welcome back!', undefined],
    [
      'sign-up success',
      SIGN_UP_SUCCESS_TOAST,
      'Account created!',
      'Please check your email to verify your account.',
    ],
    [
      'sign-in error',
      signInErrorToast('Invalid login credentials'),
      'Error signing in',
      'Invalid login credentials',
    ],
    ['sign-in unexpected', SIGN_IN_UNEXPECTED_TOAST, 'Error', 'An unexpected error occurred'],
    [
      'sign-up error',
      signUpErrorToast('Signups not allowed'),
      'Error creating account',
      'Signups not allowed',
    ],
    [
      'create post signed out',
      CREATE_POST_SIGN_IN_REQUIRED,
      'Sign in required',
      'Please sign in to create a review post.',
    ],
    [
      'post needs auth',
      POST_AUTH_REQUIRED_TOAST,
      'Authentication required',
      'Please sign in to create a post.',
    ],
    [
      'comment needs sign-in',
      COMMENT_SIGN_IN_REQUIRED_TOAST,
      'Sign in required',
      'Please sign in to post comments.',
    ],
    [
      'react needs sign-in',
      REACT_SIGN_IN_REQUIRED_TOAST,
      'Sign in required',
      'Please sign in to react to posts.',
    ],
    [
      'comment like needs sign-in',
      COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST,
      'Sign in required',
      'Please sign in to like comments.',
    ],
    ['post creation failure', createPostErrorToast('bad'), 'Error creating post', 'bad'],
    ['avatar upload failure', uploadFailedToast('too big'), 'Upload failed', 'too big'],
    ['profile save failure', saveFailedToast('taken'), 'Save failed', 'taken'],
    ['follow', followingToast('Jane Doe'), 'Following', 'You are now following Jane Doe'],
    ['unfollow', UNFOLLOWED_TOAST, 'Unfollowed', undefined],
    ['follow failure', FOLLOW_FAILURE_TOAST, 'Error', 'Failed to update follow status'],
    ['reaction added', REACTION_ADDED_TOAST, 'Reaction added', undefined],
    ['reaction removed', REACTION_REMOVED_TOAST, 'Reaction removed', undefined],
    [
      'reaction failure',
      REACTION_FAILURE_TOAST,
      'Error',
      'Failed to update reaction. Please try again.',
    ],
    ['comment failure', commentErrorToast('offline'), 'Error posting comment', 'offline'],
    ['comment like failure', commentLikeErrorToast('offline'), 'Error', 'offline'],
    [
      'report success',
      REPORT_SUCCESS_TOAST,
      'Report submitted',
      'Thank you for helping us maintain a safe community. We will review your report.',
    ],
    ['report failure', REPORT_FAILURE_TOAST, 'Error', 'Failed to submit report. Please try again.'],
  ])('%s', (_name, toast, title, description) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
  });
});

describe('delete toasts', () => {
  it.each<[DeletableKind, string, string, string]>([
    [
      'post',
      'Post deleted',
      'Your post has been successfully deleted.',
      'Failed to delete post. Please try again.',
    ],
    [
      'comment',
      'Comment deleted',
      'Your comment has been successfully deleted.',
      'Failed to delete comment. Please try again.',
    ],
    [
      'reply',
      'Reply deleted',
      'Your reply has been successfully deleted.',
      'Failed to delete comment. Please try again.',
    ],
  ])('%s', (kind, successTitle, successDescription, failureDescription) => {
    expect(deleteSuccessToast(kind)).toMatchObject({
      title: successTitle,
      description: successDescription,
    });
    expect(deleteFailureToast(kind)).toMatchObject({
      title: 'Error',
      description: failureDescription,
    });
  });
});

describe('reputation error texts', () => {
  it.each([
    [REPUTATION_FETCH_ERROR, 'Failed to fetch reputation'],
    [REPUTATION_REFRESH_ERROR, 'Failed to refresh reputation'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
