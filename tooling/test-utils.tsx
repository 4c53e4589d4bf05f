// Renders a component the way the shell does: one store, the theme and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@likegripe/shared-ui';
import { createAppStore, type AppStore, type RootState } from '@likegripe/shared-core';

interface Options {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at, for components that read params. */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', path = '*', preloadedState } = options;
  const store = options.store ?? createAppStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const result = render(
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
