import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { GlobalStyle, StylesAhead, ThemeProvider } from '@likegripe/shared-ui';
import type { AppStore } from '@likegripe/shared-core';
import { NavigationBridge } from '../features/navigation/NavigationBridge';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/** The providers every remote renders inside: one store, one theme, one router. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <StylesAhead />
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
