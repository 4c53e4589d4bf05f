import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { GlobalStyle, ThemeProvider } from '@likegripe/shared-ui';
import type { AppStore } from '@likegripe/shared-core';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers every remote renders inside: one store, one theme, one router. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
