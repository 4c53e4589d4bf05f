import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerCircle = styled.span`
  display: inline-block;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;
  vertical-align: middle;

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
