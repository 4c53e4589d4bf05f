import styled from 'styled-components';
import { IconButton } from '@likegripe/shared-ui';

/** The bell; positioned so the unread badge can sit on its corner. */
export const BellButton = styled(IconButton)`
  position: relative;
`;

/**
 * On phones the bell sits near the right edge, so a panel anchored to it would run off the left
 * side: there the panel spans the screen just under the header instead.
 */
export const BellAnchor = styled.div`
  display: inline-flex;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    [role='dialog'] {
      position: fixed;
      top: calc(${({ theme }) => `${theme.sizes.controlLg} + ${theme.space.lg}`});
      right: ${({ theme }) => theme.space.sm};
      left: ${({ theme }) => theme.space.sm};
      width: auto;
    }
  }
`;
