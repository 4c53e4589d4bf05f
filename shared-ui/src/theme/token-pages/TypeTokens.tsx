import styled, { useTheme } from 'styled-components';
import { TokenLabel } from './token-label';
import { tokenEntries } from './token-entries';
import {
  TokenCard,
  TokenPage,
  TokenPageIntro,
  TokenPageTitle,
  TokenRows,
  TokenSection,
  TokenSectionTitle,
} from './token-page.styles';

const SAMPLE = 'Share your thoughts, get honest feedback from the community';

const Sample = styled.p`
  overflow-wrap: anywhere;
`;

/** The type scale: families, sizes, weights and line heights, each shown in use. */
export function TypeTokens() {
  const theme = useTheme();
  const sections = [
    { title: 'Families', group: 'fonts', property: 'fontFamily' },
    { title: 'Sizes', group: 'fontSizes', property: 'fontSize' },
    { title: 'Weights', group: 'fontWeights', property: 'fontWeight' },
    { title: 'Line heights', group: 'lineHeights', property: 'lineHeight' },
  ] as const;
  return (
    <TokenPage>
      <TokenPageTitle>Type</TokenPageTitle>
      <TokenPageIntro>
        One system font stack for text and one monospaced stack for code. Body text is{' '}
        <code>fontSizes.md</code> at <code>lineHeights.normal</code>; headings use{' '}
        <code>lineHeights.tight</code>.
      </TokenPageIntro>
      {sections.map(({ title, group, property }) => (
        <TokenSection key={group} aria-labelledby={`type-${group}`}>
          <TokenSectionTitle id={`type-${group}`}>{title}</TokenSectionTitle>
          <TokenRows>
            {tokenEntries(theme, group).map((token) => (
              <TokenCard key={token.name}>
                <Sample style={{ [property]: token.value }}>{SAMPLE}</Sample>
                <TokenLabel {...token} />
              </TokenCard>
            ))}
          </TokenRows>
        </TokenSection>
      ))}
    </TokenPage>
  );
}
