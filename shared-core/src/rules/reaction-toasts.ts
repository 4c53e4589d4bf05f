import type { ToastText } from './toast-text';
import { errorToast } from './toast-text';

// The feed card's Like and the post page's Like and Gripe say the same, so these texts are shared.

/** A visitor tries to react: the spec gives only the message; the title matches the comment one. */
export const REACT_SIGN_IN_REQUIRED_TOAST = errorToast(
  'Sign in required',
  'Please sign in to react to posts.',
);
// One kind: tapping Like, Gripe and Like again shows the last answer, not three stacked toasts.
export const REACTION_ADDED_TOAST: ToastText = {
  title: 'Reaction added',
  variant: 'success',
  kind: 'reaction',
};
export const REACTION_REMOVED_TOAST: ToastText = { title: 'Reaction removed', kind: 'reaction' };
export const REACTION_FAILURE_TOAST: ToastText = {
  ...errorToast('Error', 'Failed to update reaction. Please try again.'),
  kind: 'reaction',
};
