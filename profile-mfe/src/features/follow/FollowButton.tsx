import { Button, Plus, Users } from '@likegripe/shared-ui';
import type { FollowToggle } from './follow-toggle.hook';

interface FollowButtonProps {
  /** The viewer's follow state for the profile and its toggle (useFollowToggle). */
  follow: FollowToggle;
}

/** Follow / Unfollow, hidden for visitors and on the viewer's own profile. */
export function FollowButton({ follow }: FollowButtonProps) {
  const { canFollow, isFollowing, isReady, toggle } = follow;
  if (!canFollow) return null;
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      leadingIcon={isFollowing ? <Users aria-hidden="true" /> : <Plus aria-hidden="true" />}
      aria-pressed={isFollowing}
      disabled={!isReady}
      onClick={() => void toggle()}
    >
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
