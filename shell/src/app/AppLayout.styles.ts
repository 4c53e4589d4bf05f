import styled from 'styled-components';

/** The routed screen; the skip link's target, so it takes focus without showing a ring. */
export const Main = styled.main`
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};

  &:focus {
    outline: none;
  }
`;
