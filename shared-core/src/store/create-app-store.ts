import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from './api';
import { rootReducer, type RootState } from './root-reducer';

/** One listener middleware for the site; remotes add listeners with `startAppListening`. */
export const listenerMiddleware = createListenerMiddleware();

/**
 * Creates the store. The shell calls it once for the site; a remote's bootstrap calls it only when
 * the remote runs on its own for development.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
