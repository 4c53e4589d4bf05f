import styled, { useTheme } from 'styled-components';
import { TokenLabel } from './token-label';
import { tokenEntries } from './token-entries';
import {
  TokenCard,
  TokenGrid,
  TokenPage,
  TokenPageIntro,
  TokenPageTitle,
} from './token-page.styles';

const Bar = styled.div`
  height: ${({ theme }) => theme.space.lg};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
`;

/** The spacing scale: gaps, paddings and margins, each drawn at its width. */
export function SpacingTokens() {
  const theme = useTheme();
  return (
    <TokenPage>
      <TokenPageTitle>Spacing</TokenPageTitle>
      <TokenPageIntro>
        The steps for every gap, padding and margin. Pick the nearest step rather than a value of
        your own, so screens keep one rhythm.
      </TokenPageIntro>
      <TokenGrid $min="180px">
        {tokenEntries(theme, 'space').map((token) => (
          <TokenCard key={token.name}>
            <Bar style={{ width: token.value }} aria-hidden="true" />
            <TokenLabel {...token} />
          </TokenCard>
        ))}
      </TokenGrid>
    </TokenPage>
  );
}
