import { contrastRatio, relativeLuminance } from './contrast';
import { theme, type Theme } from './tokens';

type Color = keyof Theme['colors'];

const AA_TEXT = 4.5;

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // WCAG's own example pair: #777777 on white is just under AA.
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %p:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#5b3cc4', '#ffffff')).toBe(contrastRatio('#ffffff', '#5b3cc4'));
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('rgb(0, 0, 0)')).toThrow('Not a #rrggbb colour');
  });
});

const surfaces: Color[] = [
  'surface',
  'background',
  'surfaceMuted',
  'surfaceSunken',
  'neutralSoft',
  'likeSoft',
  'gripeSoft',
  'primarySoft',
  'dangerSoft',
];
const textOnSurfaces: Color[] = [
  'text',
  'textMuted',
  'textSubtle',
  'primary',
  'like',
  'likeHover',
  'gripe',
  'gripeHover',
  'danger',
  'success',
  'warning',
  'neutral',
  'trustNew',
  'trustBronze',
  'trustSilver',
  'trustGold',
  'trustPlatinum',
];
// Filled buttons, badges and fallback avatars put white text on these.
const filled: Color[] = [
  'primary',
  'primaryHover',
  'like',
  'likeHover',
  'gripe',
  'gripeHover',
  'danger',
  'dangerHover',
  'trustPlatinum',
  'trustBronze',
  'trustGold',
];

describe('theme colours meet WCAG AA for text', () => {
  const pairs = textOnSurfaces.flatMap((text) => surfaces.map((surface) => [text, surface]));
  it.each(pairs)('%s on %s', (text, surface) => {
    const ratio = contrastRatio(theme.colors[text as Color], theme.colors[surface as Color]);
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(filled)('white text on %s', (fill) => {
    expect(contrastRatio(theme.colors.textInverse, theme.colors[fill])).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });
});
