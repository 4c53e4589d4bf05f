import {
  bus,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
  writeLimitMessage,
} from '@likegripe/shared-core';
import { FOLLOW_FAILURE_TOAST, UNFOLLOWED_TOAST, followingToast } from './follow.toasts';
import { useSetFollowingMutation } from '../../api/follow.api';

export interface FollowTarget {
  id: string;
  display_name: string;
}

/**
 * Follow and unfollow for the viewer and one profile. `canFollow` is false for visitors and on the
 * viewer's own profile, where the button is hidden. `following` is the state the profile page read
 * (null when it does not know it), `refreshing` whether the page is being read again.
 */
export function useFollowToggle(
  target: FollowTarget,
  following: boolean | null,
  refreshing: boolean,
) {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectSessionUser);
  const canFollow = Boolean(viewer && viewer.id !== target.id);
  const pair = viewer && canFollow ? { followerId: viewer.id, followingId: target.id } : null;
  const [setFollowing, mutation] = useSetFollowingMutation();
  const isFollowing = following ?? false;

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
    isReady: following !== null,
    isBusy: mutation.isLoading || refreshing,
    toggle,
  };
}
