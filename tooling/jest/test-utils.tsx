// Renders a component the way the shell does: one store, the theme and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ThemeProvider } from '@likegripe/shared-ui';
import {
  bus,
  createAppStore,
  listenerMiddleware,
  type AppStore,
  type RootState,
  type ToastRequest,
} from '@likegripe/shared-core';

interface Options {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at, for components that read params. */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** The memory router's current location, for tests that check where a component navigated. */
interface RouterProbe {
  location: Location;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  return null;
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', path = '*', preloadedState } = options;
  const store = options.store ?? createAppStore(preloadedState);
  const router = { location: { pathname: route } } as RouterProbe;
  const result = render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe probe={router} />
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

/** Every toast the code under test asks the shell for, in order, emptied before each test. */
export function recordToasts(): ToastRequest[] {
  const toasts: ToastRequest[] = [];
  beforeAll(() => {
    listenerMiddleware.startListening({
      actionCreator: bus.toastRequested,
      effect: (action) => {
        toasts.push(action.payload);
      },
    });
  });
  beforeEach(() => {
    toasts.length = 0;
  });
  return toasts;
}
