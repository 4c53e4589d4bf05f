import styled from 'styled-components';
import { contrastRatio } from '../contrast';
import { darkColors, lightTheme, type ColorName } from '../tokens';
import { TokenLabel } from './token-label';
import { tokenEntries } from './token-entries';
import {
  TokenCard,
  TokenDetail,
  TokenGrid,
  TokenPage,
  TokenPageIntro,
  TokenPageTitle,
} from './token-page.styles';

const Swatch = styled.div<{ $colour: string }>`
  height: ${({ theme }) => theme.sizes.controlLg};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderStrong}`};
  background: ${({ $colour }) => $colour};
`;

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Every colour of the theme: a swatch in the current theme, its names, its light and dark values,
 * and their contrast as text on the surface of their theme.
 */
export function ColourTokens() {
  return (
    <TokenPage>
      <TokenPageTitle>Colours</TokenPageTitle>
      <TokenPageIntro>
        Every colour of the theme, in the order of the theme. Use the token, never the value: in a
        styled component <code>theme.colors.name</code>, in plain CSS the custom property. Text
        colours keep at least 4.5:1 on the surface they sit on, in the light and the dark theme.
      </TokenPageIntro>
      <TokenGrid>
        {tokenEntries(lightTheme, 'colors').map((token) => {
          const dark = darkColors[token.name as ColorName];
          return (
            <TokenCard key={token.name}>
              <Swatch $colour={`var(${token.cssVariable})`} aria-hidden="true" />
              <TokenLabel {...token} />
              {HEX.test(token.value) && (
                <TokenDetail>
                  {contrastRatio(token.value, lightTheme.colors.surface).toFixed(1)}:1 on surface
                </TokenDetail>
              )}
              <TokenDetail>
                Dark: {dark}
                {HEX.test(dark) &&
                  `, ${contrastRatio(dark, darkColors.surface).toFixed(1)}:1 on surface`}
              </TokenDetail>
            </TokenCard>
          );
        })}
      </TokenGrid>
    </TokenPage>
  );
}
