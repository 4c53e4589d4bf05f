import { Link } from 'react-router-dom';
import { Avatar, Logo } from '@likegripe/shared-ui';
import {
  selectOwnProfile,
  selectSessionStatus,
  selectSessionUser,
  useAppSelector,
} from '@likegripe/shared-core';
import { RemoteSlot } from '../../remotes/RemoteSlot';
import { signOut } from '../../api/own-profile.api';
import {
  HeaderActions,
  HeaderBar,
  HeaderInner,
  HeaderLink,
  LogoLink,
  SignOutButton,
  AvatarLink,
} from './Header.styles';

/** Spec §2 Header: the logo, then the member's bell, avatar and Sign Out, or Sign In / Sign Up. */
export function Header() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const profile = useAppSelector(selectOwnProfile);
  return (
    <HeaderBar>
      <HeaderInner>
        <LogoLink to="/" aria-label="Like and Gripe home">
          <Logo showWordmark />
        </LogoLink>
        {status === 'signedIn' && user && (
          <HeaderActions aria-label="Account">
            <RemoteSlot id="notifications/Bell" compact />
            <AvatarLink
              as={Link}
              to={profile ? `/profile/${profile.username}` : '/'}
              aria-label="Your profile"
            >
              <Avatar
                userId={user.id}
                username={profile?.username}
                displayName={profile?.display_name}
                avatarUrl={profile?.avatar_url}
                size="sm"
              />
            </AvatarLink>
            <SignOutButton type="button" onClick={() => void signOut()}>
              Sign Out
            </SignOutButton>
          </HeaderActions>
        )}
        {status === 'signedOut' && (
          <HeaderActions aria-label="Account">
            <HeaderLink to="/auth">Sign In</HeaderLink>
            <HeaderLink to="/auth?tab=signup" data-variant="primary">
              Sign Up
            </HeaderLink>
          </HeaderActions>
        )}
      </HeaderInner>
    </HeaderBar>
  );
}
