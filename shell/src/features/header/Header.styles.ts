import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The header's height; the toaster starts below it. */
export const HEADER_HEIGHT = '64px';

/**
 * Below this width the wordmark and the actions do not fit side by side (at 320 px with Sign In
 * and Sign Up); the badges alone stay, and the link keeps its name.
 */
const WORDMARK_MIN_VIEWPORT = '419px';

/**
 * At or below this width a moderator's header (theme switch, Moderation, bell, avatar, Sign Out)
 * fits only with smaller badges and a tighter Sign Out; index.html's boot header follows.
 */
const NARROW_PHONE = '360px';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.xl};
  min-height: ${HEADER_HEIGHT};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  /* A smaller wordmark on phones leaves room for the actions. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    [role='img'][data-size] {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }

  @media (max-width: ${WORDMARK_MIN_VIEWPORT}) {
    [role='img'][data-size] > [aria-hidden='true'] {
      display: none;
    }
  }

  @media (max-width: ${NARROW_PHONE}) {
    [role='img'][data-size] {
      --logo-badge: 24px;
    }
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

export const HeaderActions = styled.nav`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const buttonLike = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
`;

export const HeaderLink = styled(Link)`
  ${buttonLike};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `0 ${theme.space.md}`};
  }
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};

  &:hover {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }

  &[data-variant='primary'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[data-variant='primary']:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const SignOutButton = styled.button`
  ${buttonLike};
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }

  /* On phones the words stay and the icon goes: a bare icon beside the avatar was one slip from
     signing out. The margin keeps it apart from the avatar. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin-left: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `0 ${theme.space.md}`};

    svg {
      display: none;
    }
  }

  @media (max-width: ${NARROW_PHONE}) {
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const AvatarLink = styled.a`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.round};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Keeps the bell's room while its remote loads, so the avatar and Sign Out do not move. */
export const BellRoom = styled.span`
  flex: none;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
`;
