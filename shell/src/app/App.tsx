import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useCallback } from 'react';
import {
  GlobalStyle,
  ImageSourcesProvider,
  StylesAhead,
  ThemeProvider,
  type ImageSourcer,
} from '@likegripe/shared-ui';
import { imageSources, type AppStore } from '@likegripe/shared-core';
import { NavigationBridge } from '../features/navigation/NavigationBridge';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The providers every remote renders inside: one store, one theme, one router, and pictures at the
 * size they are drawn when the storage service renders them (`imageTransformations`).
 */
export function App({
  store,
  imageTransformations = false,
}: {
  store: AppStore;
  imageTransformations?: boolean;
}) {
  const sourcer = useCallback<ImageSourcer>(
    (url, box) => imageSources(url, box, imageTransformations),
    [imageTransformations],
  );
  return (
    <Provider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <StylesAhead />
        <ImageSourcesProvider sourcer={sourcer}>
          <BrowserRouter>
            <NavigationBridge />
            <AppRoutes />
          </BrowserRouter>
        </ImageSourcesProvider>
      </ThemeProvider>
    </Provider>
  );
}
