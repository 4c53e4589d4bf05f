import { startTransition } from 'react';
import { renderStartupError } from './startup-error';
import { nextTask } from './startup/next-task';

/**
 * Evaluates modules one per task. Imported all at once, the libraries were evaluated in one task of
 * about 100 ms (Total Blocking Time counts every task over 50 ms). Each library here is a
 * shared singleton, so this evaluates the very copy the code imported later uses.
 */
async function importInTurn(imports: (() => Promise<unknown>)[]) {
  for (const load of imports) {
    await load();
    await nextTask();
  }
}

/**
 * Start-up in stages, each in a task of its own. index.html preloads every stage's files, so the
 * stages wait for no download.
 */
async function start() {
  // Read before supabase-js starts: it takes a confirmation link's tokens out of the address.
  const landingHash = window.location.hash;
  await importInTurn([
    () => import('@supabase/supabase-js'),
    () => import('@reduxjs/toolkit'),
    () => import('@reduxjs/toolkit/query/react'),
    () => import('react-redux'),
  ]);
  const core = await import('@likegripe/shared-core');
  await nextTask();
  const config = await core.loadAppConfig();
  core.initSupabase(config);
  await nextTask();

  const { createRoot } = await import('react-dom/client');
  await nextTask();
  await importInTurn([
    () => import('styled-components'),
    () => import('react-router-dom'),
    () => import('@likegripe/shared-ui'),
  ]);

  // One chunk for the app's own start-up modules: App imports the session sync, the screens and
  // the remote loader too, and as chunks of their own each would be downloaded a second time.
  const [{ App }, { startSessionSync }, { startWelcomeGreeting }] = await Promise.all([
    import(/* webpackChunkName: "app" */ './app/App'),
    import(/* webpackChunkName: "app" */ './features/session/session-sync'),
    import(/* webpackChunkName: "app" */ './features/welcome/welcome-greeting'),
  ]);
  await nextTask();

  // After the imports above: a library imported once remotes are registered would make the
  // federation runtime load every remote's entry to compare the versions they provide.
  const { preloadRemoteModule, registerConfiguredRemotes } =
    await import('./remotes/remote-registry');
  const { screenRemote } = await import(/* webpackChunkName: "app" */ './app/screens');
  const { loadRemoteAhead } = await import(
    /* webpackChunkName: "app" */ './remotes/remote-component'
  );
  const { prefetchOnIntent } = await import(
    /* webpackChunkName: "app" */ './features/navigation/intent-prefetch'
  );
  registerConfiguredRemotes(config.remotes);
  const firstScreen = screenRemote(window.location.pathname);
  if (firstScreen) preloadRemoteModule(firstScreen);
  await nextTask();

  const store = core.createAppStore();
  startWelcomeGreeting(landingHash);
  startSessionSync(store.dispatch);
  prefetchOnIntent(store.dispatch);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Until the first screen's module and data are here, the page keeps showing what the server sent.
  if (firstScreen) {
    await loadRemoteAhead(firstScreen, {
      pathname: window.location.pathname,
      dispatch: store.dispatch,
    });
  }
  await nextTask();
  // As a transition, React renders the first screen in slices that keep the page responsive.
  const root = createRoot(container);
  startTransition(() =>
    root.render(<App store={store} imageTransformations={config.imageTransformations} />),
  );
}

start().catch((error: unknown) => {
  console.error('Like and Gripe could not start', error);
  renderStartupError();
});
