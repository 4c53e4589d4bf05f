// `pnpm --filter auth-mfe build` ends with this: the Auth screen's first paint (the Sign In tab, as
// /auth shows it without a query) as static HTML for the site's server to send with /auth.
import path from 'node:path';
import { prerenderScreen, writePrerendered } from '@likegripe/tooling/prerender';
import App from '../src/App';

// A release builds into its own folder; the pre-rendered screen goes with it.
const dist = process.env.RELEASE_OUTPUT_DIR ?? path.join(__dirname, '..', 'dist');
writePrerendered(dist, 'auth', prerenderScreen(<App />, { route: '/auth' })).catch(
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
