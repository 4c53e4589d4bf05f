export { theme, type Theme } from './tokens';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { toCssVariables, cssVariablesText } from './css-variables';
