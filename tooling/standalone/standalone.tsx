// Standalone mode for a remote's own team: its screens with their own store, router and client,
// without the shell. Never used when the shell loads the remote (the shell provides all of this).
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { GlobalStyle, ThemeProvider } from '@likegripe/shared-ui';
import { createAppStore, initSupabase, loadAppConfig } from '@likegripe/shared-core';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export async function mountStandalone(routes: RouteObject[]) {
  initSupabase(await loadAppConfig());
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <Provider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <StandaloneRoutes routes={routes} />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>,
  );
}
