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

// A sunken stage with room around the sample, so even the large shadow shows whole.
const Stage = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Raised = styled.div`
  height: ${({ theme }) => theme.sizes.avatarLg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The elevations, each on a surface, and the focus ring. */
export function ShadowTokens() {
  const theme = useTheme();
  return (
    <TokenPage>
      <TokenPageTitle>Shadows</TokenPageTitle>
      <TokenPageIntro>
        Elevation from cards (<code>sm</code>) to popovers (<code>md</code>) and dialogs (
        <code>lg</code>); <code>focus</code> is the ring a control shows when the keyboard reaches
        it.
      </TokenPageIntro>
      <TokenGrid $min="220px">
        {tokenEntries(theme, 'shadows').map((token) => (
          <TokenCard key={token.name}>
            <Stage aria-hidden="true">
              <Raised style={{ boxShadow: token.value }} />
            </Stage>
            <TokenLabel {...token} />
          </TokenCard>
        ))}
      </TokenGrid>
    </TokenPage>
  );
}
