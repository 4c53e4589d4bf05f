/**
 * Design tokens of Like and Gripe. Every visual value in shared-ui (and in the remotes) comes from
 * here, either through the styled-components theme or the matching `--lg-*` CSS custom properties.
 */

/**
 * The light palette. Text and the surface under it keep at least 4.5:1 (WCAG AA); contrast.test.ts
 * checks every pair, in both palettes.
 */
export const lightColors = {
  primary: '#5b3cc4',
  primaryHover: '#4a2fa8',
  primarySoft: '#efeafd',
  onPrimary: '#ffffff',
  like: '#0f7a4b',
  likeHover: '#0d6e43',
  likeSoft: '#e3f6ec',
  gripe: '#b93a25',
  gripeHover: '#a8341f',
  gripeSoft: '#fdebe7',
  neutral: '#5e6a7d',
  neutralSoft: '#f1f5f9',
  danger: '#c9302c',
  dangerHover: '#a82622',
  dangerSoft: '#fdecec',
  success: '#0f7a4b',
  warning: '#8a5b00',
  background: '#f5f6fa',
  surface: '#ffffff',
  surfaceMuted: '#f8f9fc',
  surfaceSunken: '#eef0f5',
  overlay: 'rgba(15, 23, 42, 0.48)',
  // Text over the overlay (and the photos under it): white in both themes.
  onOverlay: '#ffffff',
  // Laid over any surface under the pointer, so a hover shows on every background.
  hoverTint: 'rgba(15, 23, 42, 0.08)',
  text: '#1a1d2e',
  textMuted: '#5b6275',
  textSubtle: '#61687b',
  textInverse: '#ffffff',
  border: '#e3e6ee',
  borderStrong: '#c9cedb',
  focus: '#7c5cf0',
  skeleton: '#e6e9f0',
  // Translucent: the shine lightens the placeholders under it and leaves a white card white.
  skeletonShine: 'rgba(255, 255, 255, 0.6)',
  trustNew: '#5e6a7d',
  trustBronze: '#a0582a',
  trustSilver: '#5f6b7a',
  trustGold: '#8a5b00',
  trustPlatinum: '#356f8c',
};

/** The name of a colour token, e.g. `likeSoft`. */
export type ColorName = keyof typeof lightColors;

/**
 * The dark palette. No colour can keep 4.5:1 against both white and a dark surface, so here the
 * accents are light and the text on filled buttons and badges (`onPrimary`, `textInverse`) is dark.
 */
export const darkColors: Record<ColorName, string> = {
  primary: '#b3a3ff',
  primaryHover: '#c7bbff',
  primarySoft: '#272042',
  onPrimary: '#141221',
  like: '#5cd39b',
  likeHover: '#7ee0b1',
  likeSoft: '#13291f',
  gripe: '#ff9b87',
  gripeHover: '#ffb4a5',
  gripeSoft: '#2f1b17',
  neutral: '#a3adbf',
  neutralSoft: '#232834',
  danger: '#ff8f8a',
  dangerHover: '#ffaba7',
  dangerSoft: '#301719',
  success: '#5cd39b',
  warning: '#f0bf4c',
  background: '#0f1117',
  surface: '#181b24',
  surfaceMuted: '#1c1f29',
  surfaceSunken: '#222632',
  overlay: 'rgba(0, 0, 0, 0.64)',
  onOverlay: '#ffffff',
  hoverTint: 'rgba(255, 255, 255, 0.12)',
  text: '#e8eaf2',
  textMuted: '#aab1c3',
  textSubtle: '#a4abbd',
  textInverse: '#10121a',
  border: '#2d3241',
  borderStrong: '#474e61',
  focus: '#a48cff',
  skeleton: '#262b38',
  // On a dark card the shine is a faint light sweep.
  skeletonShine: 'rgba(255, 255, 255, 0.08)',
  trustNew: '#a3adbf',
  trustBronze: '#e4a477',
  trustSilver: '#b6c0cd',
  trustGold: '#f0bf4c',
  trustPlatinum: '#7cc5e6',
};

const toKebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property that holds a colour, e.g. `likeSoft` is `--lg-color-like-soft`. */
export const colorVariableName = (name: string): string => `--lg-color-${toKebab(name)}`;

// Components read colours through the custom properties, so the theme changes by switching the
// variables on <html> (before the first paint too), without rendering anything again.
const colorReferences = Object.fromEntries(
  Object.keys(lightColors).map((name) => [name, `var(${colorVariableName(name)})`]),
) as Record<ColorName, string>;

const otherTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    sm: '6px',
    md: '10px',
    lg: '14px',
    xl: '20px',
    pill: '999px',
    round: '50%',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '40px',
  },
  fontWeights: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    heavy: '800',
  },
  lineHeights: {
    tight: '1.2',
    normal: '1.5',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.16), 0 4px 12px rgba(16, 24, 40, 0.08)',
    focus: '0 0 0 3px rgba(124, 92, 240, 0.45)',
  },
  zIndices: {
    base: '0',
    sticky: '100',
    popover: '1000',
    overlay: '1100',
    dialog: '1200',
    toast: '1300',
  },
  breakpoints: {
    sm: '640px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
  },
  durations: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    skeleton: '1400ms',
    spin: '800ms',
  },
  sizes: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    avatarSm: '28px',
    avatarMd: '40px',
    avatarLg: '64px',
    avatarXl: '96px',
    iconSm: '16px',
    iconMd: '18px',
    iconLg: '22px',
    dialog: '480px',
    toast: '360px',
    menu: '200px',
    popover: '320px',
    progress: '8px',
    borderWidth: '1px',
  },
} as const;

/** The shape of the Like and Gripe theme. */
export type Theme = typeof otherTokens & { colors: Record<ColorName, string> };

/** The theme components use: every colour is its `--lg-color-*` custom property. */
export const theme: Theme = { ...otherTokens, colors: colorReferences };

/** The tokens with the light palette's values, for the custom properties and token pages. */
export const lightTheme: Theme = { ...otherTokens, colors: lightColors };

/** The tokens with the dark palette's values. */
export const darkTheme: Theme = { ...otherTokens, colors: darkColors };

/** The two colour themes. */
export type ThemeMode = 'light' | 'dark';
