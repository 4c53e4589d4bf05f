import styled from 'styled-components';

/** Off screen until it has keyboard focus; then it shows over the header's top-left corner. */
export const SkipAnchor = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: none;
    box-shadow: ${({ theme }) => `${theme.shadows.focus}, ${theme.shadows.lg}`};
  }
`;
