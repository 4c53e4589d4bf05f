import { createRoot } from 'react-dom/client';
import { createAppStore, initSupabase, loadAppConfig } from '@likegripe/shared-core';
import { App } from './app/App';
import { preloadRemoteModule, registerConfiguredRemotes } from './remotes/remote-registry';
import { screenRemote } from './app/routes';
import { startSessionSync } from './features/session/session-sync';
import { renderStartupError } from './startup-error';

async function start() {
  const config = await loadAppConfig();
  initSupabase(config);
  registerConfiguredRemotes(config.remotes);
  const firstScreen = screenRemote(window.location.pathname);
  if (firstScreen) preloadRemoteModule(firstScreen);
  const store = createAppStore();
  startSessionSync(store.dispatch);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App store={store} />);
}

start().catch((error: unknown) => {
  console.error('Like and Gripe could not start', error);
  renderStartupError();
});
