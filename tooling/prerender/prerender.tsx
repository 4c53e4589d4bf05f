// Renders a remote's screen as it first shows (before any data) to static HTML with its styles, for
// the site's server to send with the page so it shows before any script has run (ADR 0007). The
// providers are the shell's: one store, the theme with its global styles, a router at `path`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle, ImageSourcesProvider, ThemeProvider } from '@likegripe/shared-ui';
import { createAppStore, imageSources, type AppStore } from '@likegripe/shared-core';

interface PrerenderOptions {
  /** The URL the screen is drawn at. */
  route: string;
  /** The shell's route pattern for the screen (so `useParams` reads its parameters). */
  path?: string;
  /** A store that may hold the screen's first data already (a screen drawn with data). */
  store?: AppStore;
  /** The backend renders smaller copies of pictures: the screen asks for them, as in the page. */
  imageTransformations?: boolean;
}

export function prerenderScreen(
  screen: React.ReactNode,
  { route, path = route, store = createAppStore(), imageTransformations = false }: PrerenderOptions,
): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <ThemeProvider>
            <GlobalStyle />
            <ImageSourcesProvider
              sourcer={(url, box) => imageSources(url, box, imageTransformations)}
            >
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path={path} element={screen} />
                </Routes>
              </MemoryRouter>
            </ImageSourcesProvider>
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
