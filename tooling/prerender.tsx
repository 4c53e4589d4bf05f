// Renders a remote's screen as it first shows (before any data) to static HTML with its styles, for
// the site's server to send with the page so it shows before any script has run (ADR 0007). The
// providers are the shell's: one store, the theme with its global styles, a router at `path`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle, ThemeProvider } from '@likegripe/shared-ui';
import { createAppStore } from '@likegripe/shared-core';

export function prerenderScreen(screen: React.ReactNode, route: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={createAppStore()}>
          <ThemeProvider>
            <GlobalStyle />
            <MemoryRouter initialEntries={[route]}>{screen}</MemoryRouter>
          </ThemeProvider>
        </Provider>,
      ),
    );
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
  }
}

/** Writes the fragment to `<dist>/prerender/<name>.html`, where the site's server reads it. */
export async function writePrerendered(dist: string, name: string, fragment: string) {
  const dir = path.join(dist, 'prerender');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.html`), fragment);
}
