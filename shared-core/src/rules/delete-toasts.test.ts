import {
  type DeletableKind,
  deleteConfirmTexts,
  deleteFailureToast,
  deleteSuccessToast,
} from './delete-toasts';

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

describe('delete confirmations', () => {
  it.each<[DeletableKind, string, string, string]>([
    [
      'post',
      'Delete post',
      'Delete post?',
      'This post and all its likes, gripes, questions and replies will be removed. This cannot be undone.',
    ],
    [
      'comment',
      'Delete comment',
      'Delete comment?',
      'This comment and its replies will be removed. This cannot be undone.',
    ],
    [
      'reply',
      'Delete reply',
      'Delete reply?',
      'This reply will be removed. This cannot be undone.',
    ],
  ])('%s', (kind, label, confirmTitle, confirmMessage) => {
    expect(deleteConfirmTexts(kind)).toEqual({
      label,
      confirmTitle,
      confirmMessage,
      confirmLabel: 'Delete',
      busyLabel: 'Deleting...',
    });
  });
});
