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

// Wider than tall, so pill and round differ as they do on chips and avatars.
const Corner = styled.div`
  width: ${({ theme }) => theme.sizes.avatarXl};
  height: ${({ theme }) => theme.sizes.avatarLg};
  border: ${({ theme }) => `2px solid ${theme.colors.primary}`};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** The corner radii, each on a square. */
export function RadiusTokens() {
  const theme = useTheme();
  return (
    <TokenPage>
      <TokenPageTitle>Radii</TokenPageTitle>
      <TokenPageIntro>
        Corners from small controls to cards and dialogs; <code>pill</code> for chips and badges,{' '}
        <code>round</code> for avatars.
      </TokenPageIntro>
      <TokenGrid $min="160px">
        {tokenEntries(theme, 'radii').map((token) => (
          <TokenCard key={token.name}>
            <Corner style={{ borderRadius: token.value }} aria-hidden="true" />
            <TokenLabel {...token} />
          </TokenCard>
        ))}
      </TokenGrid>
    </TokenPage>
  );
}
