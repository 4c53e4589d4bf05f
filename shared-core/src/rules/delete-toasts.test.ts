import { type DeletableKind, deleteFailureToast, deleteSuccessToast } from './delete-toasts';

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
