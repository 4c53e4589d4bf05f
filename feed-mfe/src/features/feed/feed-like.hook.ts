import { useCallback } from 'react';
import {
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
  bus,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { useToggleFeedLikeMutation } from '../../api/feed-like.api';

/** Toggles the reader's like of a card; a visitor is asked to sign in, as the Like button does. */
export function useFeedLike() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [toggleLike] = useToggleFeedLikeMutation();

  return useCallback(
    async (postId: string) => {
      if (!user) {
        dispatch(bus.toastRequested(REACT_SIGN_IN_REQUIRED_TOAST));
        return;
      }
      try {
        const result = await toggleLike({ postId, userId: user.id }).unwrap();
        dispatch(
          bus.toastRequested(result === 'added' ? REACTION_ADDED_TOAST : REACTION_REMOVED_TOAST),
        );
        dispatch(bus.reactionChanged({ postId }));
      } catch {
        dispatch(bus.toastRequested(REACTION_FAILURE_TOAST));
      }
    },
    [dispatch, toggleLike, user],
  );
}
