import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { ThemeProvider } from '../src/theme/ThemeProvider';

/** Shows its content in the theme `mode` names; 'system' follows the system's setting. */
function ThemeModeFrame({ mode, children }: { mode: unknown; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    if (mode === 'light' || mode === 'dark') root.setAttribute('data-theme', mode);
    else root.removeAttribute('data-theme');
  }, [mode]);
  return (
    <ThemeProvider>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

const withThemeMode: Decorator = (Story, context) => (
  <ThemeModeFrame mode={context.globals.theme}>
    <Story />
  </ThemeModeFrame>
);

const preview: Preview = {
  decorators: [withThemeMode],
  // The toolbar's Theme menu shows every story in the light or the dark theme.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
