import type { ToastText } from '@likegripe/shared-core';
import {
  CREATE_POST_SIGN_IN_REQUIRED,
  POST_AUTH_REQUIRED_TOAST,
  createPostErrorToast,
} from './create-post.toasts';

describe('create post toasts', () => {
  it.each<[string, ToastText, string, string]>([
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
    ['post creation failure', createPostErrorToast('bad'), 'Error creating post', 'bad'],
  ])('%s', (_name, toast, title, description) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
  });
});
