import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Avatar, LogOut } from '@likegripe/shared-ui';
import {
  selectOwnProfile,
  signedOut,
  useAppDispatch,
  useAppSelector,
  type SessionUser,
} from '@likegripe/shared-core';
import { RemoteSlot } from '../../remotes/RemoteSlot';
import { signOut } from '../../api/own-profile.api';
import { ModerationLink } from './ModerationLink';
import { selectModeratorId } from '../../api/moderator.slice';
import { AvatarLink, BellRoom, HeaderActions, SignOutButton } from './Header.styles';

/**
 * The header, signed in: Moderation (moderators only), the notification bell, the avatar (own
 * profile) and Sign Out.
 */
export function MemberActions({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectOwnProfile);
  const moderates = useAppSelector(selectModeratorId) === user.id;
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    try {
      // The header switches when auth reports SIGNED_OUT; only a forced local sign-out needs help.
      if (!(await signOut())) dispatch(signedOut());
    } finally {
      setSigningOut(false);
    }
  };

  const avatar = (
    <Avatar
      userId={user.id}
      username={profile?.username}
      displayName={profile?.display_name}
      avatarUrl={profile?.avatar_url}
      size="sm"
    />
  );

  return (
    <HeaderActions aria-label="Account">
      {moderates && <ModerationLink current={pathname === '/moderation'} />}
      <RemoteSlot
        id="notifications/Bell"
        compact
        loading={<BellRoom data-testid="bell-room" aria-hidden="true" />}
      />
      {profile ? (
        <AvatarLink
          as={Link}
          to={`/profile/${encodeURIComponent(profile.username)}`}
          aria-label="Your profile"
          title={profile.display_name}
        >
          {avatar}
        </AvatarLink>
      ) : (
        // Until the profile row arrives there is nowhere to link to; the avatar shows its fallback.
        avatar
      )}
      <SignOutButton type="button" onClick={() => void leave()} disabled={signingOut}>
        <LogOut aria-hidden="true" />
        Sign Out
      </SignOutButton>
    </HeaderActions>
  );
}
