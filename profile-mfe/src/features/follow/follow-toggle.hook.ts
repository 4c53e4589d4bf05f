import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  bus,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
  writeLimitMessage,
} from '@likegripe/shared-core';
import { FOLLOW_FAILURE_TOAST, UNFOLLOWED_TOAST, followingToast } from './follow.toasts';
import { useGetIsFollowingQuery, useSetFollowingMutation } from '../../api/follow.api';

export interface FollowTarget {
  id: string;
  display_name: string;
}

/**
 * Follow and unfollow for the viewer and one profile. `canFollow` is false for visitors and on the
 * viewer's own profile, where the button is hidden.
 */
export function useFollowToggle(target: FollowTarget) {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectSessionUser);
  const canFollow = Boolean(viewer && viewer.id !== target.id);
  const pair = viewer && canFollow ? { followerId: viewer.id, followingId: target.id } : null;
  const status = useGetIsFollowingQuery(pair ?? skipToken);
  const [setFollowing, mutation] = useSetFollowingMutation();
  const isFollowing = status.data ?? false;

  const toggle = async () => {
    if (!pair) return;
    const follow = !isFollowing;
    try {
      await setFollowing({ ...pair, follow }).unwrap();
      dispatch(bus.followChanged({ ...pair, following: follow }));
      dispatch(bus.toastRequested(follow ? followingToast(target.display_name) : UNFOLLOWED_TOAST));
    } catch (error) {
      const limit = writeLimitMessage(error);
      dispatch(
        bus.toastRequested(
          limit ? { ...FOLLOW_FAILURE_TOAST, description: limit } : FOLLOW_FAILURE_TOAST,
        ),
      );
    }
  };

  return {
    canFollow,
    isFollowing,
    /** Until the own follow row is known, the button cannot tell Follow from Unfollow. */
    isReady: status.isSuccess,
    isBusy: mutation.isLoading || status.isFetching,
    toggle,
  };
}
