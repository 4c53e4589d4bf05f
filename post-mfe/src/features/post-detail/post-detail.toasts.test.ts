import type { ToastText } from '@likegripe/shared-core';
import {
  COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST,
  COMMENT_SIGN_IN_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
  commentErrorToast,
  commentLikeErrorToast,
} from './post-detail.toasts';

describe('post detail toasts', () => {
  it.each<[string, ToastText, string, string | undefined]>([
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
  ])('%s', (_name, toast, title, description) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
  });
});
