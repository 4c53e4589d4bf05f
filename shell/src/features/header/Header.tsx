import { useLocation } from 'react-router-dom';
import { Logo } from '@likegripe/shared-ui';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { MemberActions } from './MemberActions';
import { CreatePostButton } from './CreatePostButton';
import { authLinkTarget } from './auth-link';
import { ThemeSwitch } from './ThemeSwitch';
import {
  HeaderActions,
  HeaderBar,
  HeaderEnd,
  HeaderInner,
  HeaderLink,
  LogoLink,
} from './Header.styles';

/**
 * The header: the logo, the theme switch, then the member's bell, avatar and Sign Out, or Sign In /
 * Sign Up.
 * The floating create button follows the actions in the page's order, so the keyboard reaches it
 * before the screen's content; it still floats in its corner.
 */
export function Header() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const place = useLocation();
  return (
    <HeaderBar>
      <HeaderInner>
        <LogoLink to="/" aria-label="Like and Gripe home">
          <Logo showWordmark />
        </LogoLink>
        <HeaderEnd>
          <ThemeSwitch />
          {status === 'signedIn' && user && <MemberActions user={user} />}
          {status === 'signedOut' && (
            <HeaderActions aria-label="Account">
              <HeaderLink to={authLinkTarget(place)}>Sign In</HeaderLink>
              <HeaderLink to={authLinkTarget(place, 'signup')} data-variant="primary">
                Sign Up
              </HeaderLink>
            </HeaderActions>
          )}
        </HeaderEnd>
      </HeaderInner>
      <CreatePostButton />
    </HeaderBar>
  );
}
