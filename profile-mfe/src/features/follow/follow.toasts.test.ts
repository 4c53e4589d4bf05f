import type { ToastText } from '@likegripe/shared-core';
import { FOLLOW_FAILURE_TOAST, UNFOLLOWED_TOAST, followingToast } from './follow.toasts';

describe('follow toasts', () => {
  it.each<[string, ToastText, string, string | undefined]>([
    ['follow', followingToast('Jane Doe'), 'Following', 'You are now following Jane Doe'],
    ['unfollow', UNFOLLOWED_TOAST, 'Unfollowed', undefined],
    ['follow failure', FOLLOW_FAILURE_TOAST, 'Error', 'Failed to update follow status'],
  ])('%s', (_name, toast, title, description) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
  });
});
