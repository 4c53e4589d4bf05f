import { Button, Plus, Users } from '@likegripe/shared-ui';
import { useFollowToggle, type FollowTarget } from './follow-toggle.hook';

/** Follow / Unfollow, hidden for visitors and on the viewer's own profile. */
export function FollowButton({ target }: { target: FollowTarget }) {
  const { canFollow, isFollowing, isReady, isBusy, toggle } = useFollowToggle(target);
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
