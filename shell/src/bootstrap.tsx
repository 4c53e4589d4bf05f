import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createAppStore, initSupabase, loadAppConfig } from '@likegripe/shared-core';
import { App } from './app/App';
import { routes } from './app/routes';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { startSessionSync } from './features/session/session-sync';
import { startNavigationListener } from './features/navigation/navigation-listener';
import { renderStartupError } from './startup-error';

async function start() {
  const config = await loadAppConfig();
  initSupabase(config);
  registerConfiguredRemotes(config.remotes);
  const store = createAppStore();
  const router = createBrowserRouter(routes);
  startSessionSync(store.dispatch);
  startNavigationListener((to) => router.navigate(to));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App store={store} router={router} />);
}

start().catch((error: unknown) => {
  console.error('Like and Gripe could not start', error);
  renderStartupError();
});
