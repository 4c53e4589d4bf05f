import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The ring, also drawn by a busy Button on its own element. */
export const spinnerRing = css`
  display: inline-block;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid currentColor;
  border-right-color: transparent;
  vertical-align: middle;
`;

/** Its turning. */
export const spinnerTurn = css`
  animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;
`;

export const SpinnerCircle = styled.span`
  ${spinnerRing}
  ${spinnerTurn}

  &[data-size='sm'] {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.sizes.controlMd};
    height: ${({ theme }) => theme.sizes.controlMd};
    border-width: 3px;
  }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;
