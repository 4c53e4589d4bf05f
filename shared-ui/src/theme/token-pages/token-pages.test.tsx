import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { toCssVariables } from '../css-variables';
import { lightTheme as theme, type Theme } from '../tokens';
import { ColourTokens } from './ColourTokens';
import { RadiusTokens } from './RadiusTokens';
import { ShadowTokens } from './ShadowTokens';
import { SpacingTokens } from './SpacingTokens';
import { TypeTokens } from './TypeTokens';

const pages: [string, ComponentType, (keyof Theme)[]][] = [
  ['Colours', ColourTokens, ['colors']],
  ['Type', TypeTokens, ['fonts', 'fontSizes', 'fontWeights', 'lineHeights']],
  ['Spacing', SpacingTokens, ['space']],
  ['Radii', RadiusTokens, ['radii']],
  ['Shadows', ShadowTokens, ['shadows']],
];

const emitted = toCssVariables(theme);

describe('token pages', () => {
  it.each(pages)(
    '%s shows every token of its groups with its value and custom property',
    (title, Page, groups) => {
      renderWithTheme(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const cards = screen.getAllByRole('listitem');
      const expected = groups.flatMap((group) =>
        Object.entries(theme[group]).map(([name, value]) => ({
          group,
          name,
          value: String(value),
        })),
      );
      expect(cards).toHaveLength(expected.length);
      expected.forEach(({ group, name, value }, index) => {
        const card = within(cards[index] as HTMLElement);
        expect(card.getByText(`${group}.${name}`)).toBeInTheDocument();
        expect(card.getByText(value)).toBeInTheDocument();
        const variable = card.getByText(/^var\(--lg-/).textContent?.slice(4, -1) ?? '';
        // The custom property the page names is one the global style really sets, to this value.
        expect(emitted[variable]).toBe(value);
      });
    },
  );

  it('gives each colour written as #rrggbb its contrast on the surface', () => {
    renderWithTheme(<ColourTokens />);
    const card = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('colors.text'));
    expect(card).toBeDefined();
    const text = within(card as HTMLElement);
    // #1a1d2e on #ffffff: relative luminance 0.01296, so (1 + 0.05) / (0.01296 + 0.05) = 16.7.
    expect(text.getByText('16.7:1 on surface')).toBeInTheDocument();
    // #e8eaf2 on #181b24: luminances 0.8241 and 0.01105, so 0.8741 / 0.06105 = 14.3.
    expect(text.getByText('Dark: #e8eaf2, 14.3:1 on surface')).toBeInTheDocument();
  });
});
