import { Link } from 'react-router-dom';
import styled from 'styled-components';

const BUTTON_SIZE = '56px';

/**
 * Below this width the button would float over the screen's column (1280 px wide) and cover what
 * sits at its right edge: a card's share, a comment's menu. There it sits in a docked strip instead.
 */
export const DOCK_BELOW = '1440px';

/** The strip's height: the button and 12 px around it, and the phone's home-bar inset. */
export const CREATE_DOCK_HEIGHT = `calc(${BUTTON_SIZE} + 24px + env(safe-area-inset-bottom, 0px))`;

/**
 * An opaque strip along the bottom behind the button, so nothing of the page shows, or can be
 * tapped, under it; the layout adds its height to the end of the page, so the last of it can be
 * scrolled clear.
 */
export const CreateDock = styled.div`
  display: none;

  @media (max-width: ${DOCK_BELOW}) {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    display: block;
    height: ${CREATE_DOCK_HEIGHT};
    background: ${({ theme }) => theme.colors.surface};
    border-top: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  }
`;

export const FloatingLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${BUTTON_SIZE};
  height: ${BUTTON_SIZE};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    transform: translateY(-2px);
  }

  svg {
    width: 28px;
    height: 28px;
  }

  @media (max-width: ${DOCK_BELOW}) {
    right: ${({ theme }) => theme.space.lg};
    bottom: calc(12px + env(safe-area-inset-bottom, 0px));
  }
`;
