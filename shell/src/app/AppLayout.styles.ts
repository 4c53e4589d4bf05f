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

  /* Being left for the next screen: not drawn (nor restyled), its height kept by a min-height. */
  &[data-leaving] {
    content-visibility: hidden;
  }

  /* Room for the create button's strip, so the end of the page scrolls clear of it. */
  @media (max-width: ${DOCK_BELOW}) {
    &[data-create-room] {
      padding-bottom: calc(${({ theme }) => theme.space.xxxl} + ${CREATE_DOCK_HEIGHT});
    }
  }
`;

/** The wait for the next screen, in the middle of the phone's screen; see Main's data-leaving. */
export const LeavingSpinner = styled.div`
  display: none;
  position: fixed;
  inset: 0;
  align-items: center;
  justify-content: center;
  pointer-events: none;

  ${Main}[data-leaving] + & {
    display: flex;
  }
`;
