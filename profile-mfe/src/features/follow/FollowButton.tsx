import { Button, Plus, Users } from '@likegripe/shared-ui';
import { useFollowToggle, type FollowTarget } from './follow-toggle.hook';

interface FollowButtonProps {
  target: FollowTarget;
  /** Whether the viewer follows the target, as the profile page read it; null when unknown. */
  following: boolean | null;
  /** The page is being read again (after a follow), so the state may be about to change. */
  refreshing: boolean;
}

/** Follow / Unfollow, hidden for visitors and on the viewer's own profile. */
export function FollowButton({ target, following, refreshing }: FollowButtonProps) {
  const { canFollow, isFollowing, isReady, isBusy, toggle } = useFollowToggle(
    target,
    following,
    refreshing,
  );
  if (!canFollow) return null;
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      leadingIcon={isFollowing ? <Users aria-hidden="true" /> : <Plus aria-hidden="true" />}
      aria-pressed={isFollowing}
      disabled={!isReady || isBusy}
      onClick={() => void toggle()}
    >
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
