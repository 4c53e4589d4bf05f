// `pnpm --filter feed-mfe build` ends with this: the home screen's first paint (hero, search and the
// placeholder cards) as static HTML for the site's server to send with `/` when it does not draw the
// cards itself (home-screen.tsx): a query asks for a search or a filter, or the read failed (ADR 0007).
import path from 'node:path';
import { prerenderScreen, writePrerendered } from '@likegripe/tooling/prerender';
import App from '../src/App';

// A release builds into its own folder; the pre-rendered screen goes with it.
const dist = process.env.RELEASE_OUTPUT_DIR ?? path.join(__dirname, '..', 'dist');
writePrerendered(dist, 'home', prerenderScreen(<App />, { route: '/' })).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
