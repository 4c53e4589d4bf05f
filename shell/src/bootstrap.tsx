import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, initSupabase, loadAppConfig } from '@likegripe/shared-core';
import { App } from './app/App';
import { preloadRemoteModule, registerConfiguredRemotes } from './remotes/remote-registry';
import { screenRemote } from './app/routes';
import { startSessionSync } from './features/session/session-sync';
import { renderStartupError } from './startup-error';
import { nextTask } from './startup/next-task';

async function start() {
  const config = await loadAppConfig();
  initSupabase(config);
  await nextTask();
  registerConfiguredRemotes(config.remotes);
  const firstScreen = screenRemote(window.location.pathname);
  if (firstScreen) preloadRemoteModule(firstScreen);
  await nextTask();
  const store = createAppStore();
  startSessionSync(store.dispatch);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await nextTask();
  // As a transition, React renders the first screen in slices that keep the page responsive.
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} />));
}

start().catch((error: unknown) => {
  console.error('Like and Gripe could not start', error);
  renderStartupError();
});
