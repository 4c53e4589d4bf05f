import { contrastRatio, relativeLuminance } from './contrast';
import { darkColors, lightColors, type ColorName } from './tokens';

type Color = ColorName;

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
// Filled buttons, badges and fallback avatars put `textInverse` (white in light, dark in dark) and
// `onPrimary` on these.
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

const palettes = [
  ['light', lightColors],
  ['dark', darkColors],
] as const;

describe.each(palettes)('the %s theme’s colours meet WCAG AA for text', (_mode, colors) => {
  const pairs = textOnSurfaces.flatMap((text) => surfaces.map((surface) => [text, surface]));
  it.each(pairs)('%s on %s', (text, surface) => {
    const ratio = contrastRatio(colors[text as Color], colors[surface as Color]);
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(filled)('textInverse on %s', (fill) => {
    expect(contrastRatio(colors.textInverse, colors[fill])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['primary', 'primaryHover'] as const)('onPrimary on %s', (fill) => {
    expect(contrastRatio(colors.onPrimary, colors[fill])).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
