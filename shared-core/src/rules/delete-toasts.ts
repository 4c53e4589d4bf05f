import type { ToastText } from './toast-text';
import { errorToast } from './toast-text';

// The feed card and the post detail both delete posts, so these texts are shared.
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
  return errorToast('Error', `Failed to delete ${noun}. Please try again.`);
}

/** The menu item and its confirmation, as the spec words them, for a post, comment or reply. */
export function deleteConfirmTexts(kind: DeletableKind) {
  const messages: Record<DeletableKind, string> = {
    post: 'This post and all its likes, gripes, questions and replies will be removed. This cannot be undone.',
    comment: 'This comment and its replies will be removed. This cannot be undone.',
    reply: 'This reply will be removed. This cannot be undone.',
  };
  return {
    label: `Delete ${kind}`,
    confirmTitle: `Delete ${kind}?`,
    confirmMessage: messages[kind],
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
  };
}
