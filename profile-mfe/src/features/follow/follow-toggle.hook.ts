import { useEffect, useState } from 'react';
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
 *
 * A tap shows its result at once: the state tapped (and the follower count it makes) holds until a
 * read of the page agrees, and goes back if the write fails. A tap while a write is on its way is
 * ignored.
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
  const [wanted, setWanted] = useState<boolean | null>(null);
  const isFollowing = wanted ?? following ?? false;

  useEffect(() => {
    if (wanted !== null && !mutation.isLoading && !refreshing && following === wanted) {
      setWanted(null);
    }
  }, [following, mutation.isLoading, refreshing, wanted]);

  const toggle = async () => {
    if (!pair || mutation.isLoading) return;
    const follow = !isFollowing;
    setWanted(follow);
    try {
      await setFollowing({ ...pair, follow }).unwrap();
      dispatch(bus.followChanged({ ...pair, following: follow }));
      dispatch(bus.toastRequested(follow ? followingToast(target.display_name) : UNFOLLOWED_TOAST));
    } catch (error) {
      setWanted(null);
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
    /** What the tapped state adds to the profile's follower count until the page is read again. */
    followerDelta:
      wanted === null || following === null || wanted === following ? 0 : wanted ? 1 : -1,
    toggle,
  };
}

export type FollowToggle = ReturnType<typeof useFollowToggle>;
