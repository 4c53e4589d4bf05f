import { Logo } from '@likegripe/shared-ui';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { MemberActions } from './MemberActions';
import { HeaderActions, HeaderBar, HeaderInner, HeaderLink, LogoLink } from './Header.styles';

/** Spec §2 Header: the logo, then the member's bell, avatar and Sign Out, or Sign In / Sign Up. */
export function Header() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  return (
    <HeaderBar>
      <HeaderInner>
        <LogoLink to="/" aria-label="Like and Gripe home">
          <Logo showWordmark />
        </LogoLink>
        {status === 'signedIn' && user && <MemberActions user={user} />}
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
