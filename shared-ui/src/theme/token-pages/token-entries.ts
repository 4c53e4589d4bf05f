import { toCssVariables } from '../css-variables';
import type { Theme } from '../tokens';

/** One design token as a token page shows it. */
export interface TokenEntry {
  group: keyof Theme;
  name: string;
  value: string;
  cssVariable: string;
}

/**
 * The tokens of one theme group, in the theme's order, each with its CSS custom property. The
 * property's name comes from `toCssVariables` itself (applied to a theme holding only that token), so
 * the pages can never show a name the global style does not emit.
 */
export function tokenEntries(tokens: Theme, group: keyof Theme): TokenEntry[] {
  return Object.entries(tokens[group]).map(([name, value]) => {
    const onlyThisToken = Object.fromEntries(
      Object.keys(tokens).map((key) => [key, key === group ? { [name]: value } : {}]),
    ) as unknown as Theme;
    const [cssVariable = ''] = Object.keys(toCssVariables(onlyThisToken));
    return { group, name, value: String(value), cssVariable };
  });
}
