import styled from 'styled-components';
import { CREATE_DOCK_HEIGHT, DOCK_BELOW } from '../features/header/CreatePostButton.styles';

/** The routed screen; the skip link's target, so it takes focus without showing a ring. */
export const Main = styled.main`
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};

  &:focus {
    outline: none;
  }

  /* Room for the create button's strip, so the end of the page scrolls clear of it. */
  @media (max-width: ${DOCK_BELOW}) {
    &[data-create-room] {
      padding-bottom: calc(${({ theme }) => theme.space.xxxl} + ${CREATE_DOCK_HEIGHT});
    }
  }
`;
