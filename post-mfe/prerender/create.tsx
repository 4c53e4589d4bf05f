// `pnpm --filter post-mfe build` ends with this: the Create post screen's first paint as a member
// sees it (the empty form) as static HTML for the site's server to send with /create. A visitor,
// whom the screen asks to sign in, sees that once the scripts have run.
import path from 'node:path';
import { createAppStore, signedIn } from '@likegripe/shared-core';
import { prerenderScreen, writePrerendered } from '@likegripe/tooling/prerender';
import App from '../src/App';

const store = createAppStore();
store.dispatch(signedIn({ user: { id: 'member', email: null } }));

// A release builds into its own folder; the pre-rendered screen goes with it.
const dist = process.env.RELEASE_OUTPUT_DIR ?? path.join(__dirname, '..', 'dist');
writePrerendered(dist, 'create', prerenderScreen(<App />, { route: '/create', store })).catch(
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
