import { colorVariableName, darkTheme, lightTheme, type Theme } from './tokens';

const groupPrefixes: Record<keyof Theme, string> = {
  colors: 'color',
  space: 'space',
  radii: 'radius',
  fonts: 'font',
  fontSizes: 'font-size',
  fontWeights: 'font-weight',
  lineHeights: 'line-height',
  shadows: 'shadow',
  zIndices: 'z',
  breakpoints: 'breakpoint',
  durations: 'duration',
  sizes: 'size',
};

const toKebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Every token as a `--lg-{group}-{name}` custom property, e.g. `colors.likeSoft` becomes
 * `--lg-color-like-soft`, so plain CSS (and code outside styled-components) can use the same values.
 */
export function toCssVariables(tokens: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const group of Object.keys(groupPrefixes) as (keyof Theme)[]) {
    for (const [name, value] of Object.entries(tokens[group])) {
      variables[`--lg-${groupPrefixes[group]}-${toKebab(name)}`] = String(value);
    }
  }
  return variables;
}

/** The custom properties as a CSS declaration block body. */
export function cssVariablesText(tokens: Theme): string {
  return Object.entries(toCssVariables(tokens))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

function colorDeclarations(colors: Theme['colors']): string {
  return Object.entries(colors)
    .map(([name, value]) => `${colorVariableName(name)}: ${value};`)
    .join('\n');
}

/** The `data-theme` value on <html> that a member's own choice sets; without it the system decides. */
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Every token as custom properties on :root, light by default; dark when the system prefers dark
 * and the member has not chosen light, or when the member has chosen dark.
 */
export function themeModesCss(): string {
  const dark = `${colorDeclarations(darkTheme.colors)}\ncolor-scheme: dark;`;
  return [
    `:root {\n${cssVariablesText(lightTheme)}\ncolor-scheme: light;\n}`,
    `@media (prefers-color-scheme: dark) {\n:root:not([${THEME_ATTRIBUTE}='light']) {\n${dark}\n}\n}`,
    `:root[${THEME_ATTRIBUTE}='dark'] {\n${dark}\n}`,
  ].join('\n');
}
