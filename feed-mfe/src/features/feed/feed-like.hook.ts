import { useCallback } from 'react';
import { bus, selectSessionUser, useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { useToggleFeedLikeMutation } from '../../api/feed-like.api';
import {
  LIKE_ADDED_TOAST,
  LIKE_FAILURE_TOAST,
  LIKE_REMOVED_TOAST,
  LIKE_SIGN_IN_REQUIRED_TOAST,
} from './feed-like.toasts';

/** Toggles the reader's like of a card; a visitor is asked to sign in, as the Like button does. */
export function useFeedLike() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [toggleLike] = useToggleFeedLikeMutation();

  return useCallback(
    async (postId: string) => {
      if (!user) {
        dispatch(bus.toastRequested(LIKE_SIGN_IN_REQUIRED_TOAST));
        return;
      }
      try {
        const result = await toggleLike({ postId, userId: user.id }).unwrap();
        dispatch(bus.toastRequested(result === 'added' ? LIKE_ADDED_TOAST : LIKE_REMOVED_TOAST));
        dispatch(bus.reactionChanged({ postId }));
      } catch {
        dispatch(bus.toastRequested(LIKE_FAILURE_TOAST));
      }
    },
    [dispatch, toggleLike, user],
  );
}
