import styled from 'styled-components';
import { Card } from '@likegripe/shared-ui';

/** The profile screen's large cards: roomy on wide screens, tighter on phones. */
export const SectionCard = styled(Card).attrs({ forwardedAs: 'section', padding: 'lg' })`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    && {
      padding: ${({ theme }) => theme.space.lg};
    }
  }
`;
