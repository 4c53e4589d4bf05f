import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from './tokens';

export interface ThemeProviderProps {
  /** The content that reads the theme. */
  children: ReactNode;
  /** Overrides the Like and Gripe theme (tests, future dark mode). */
  theme?: Theme;
}

/** Provides the Like and Gripe theme to styled-components. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
