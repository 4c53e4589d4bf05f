// The home page's first screen with its first cards, drawn on the server for each request of the bare
// '/' from what a visitor reads, so the newest reviews show before any script has run. With a query
// (a search, a filter) the page comes with the screen home.tsx draws at build time instead. The build
// bundles this file for Node (tooling/prerender/build-screen-renderer.mjs); the site's server calls
// `renderScreen`.
import { api, createAppStore } from '@likegripe/shared-core';
import { prerenderScreen } from '@likegripe/tooling/prerender';
import type { ScreenRenderer } from '@likegripe/tooling/screen-renderer';
import { visitorRest } from '@likegripe/tooling/visitor-rest';
import App from '../src/App';
import { feedPageDataKey, fetchFeedPage, seedFirstFeedPage } from '../src/api/feed.api';
import { NO_FEED_FILTERS } from '../src/features/feed/feed-url-filters';

export const renderScreen: ScreenRenderer['renderScreen'] = async (pathname, backend) => {
  if (pathname !== '/') return null;
  // The same request the page sends (feed.api.ts).
  const page = await fetchFeedPage(visitorRest(backend), NO_FEED_FILTERS, 0).catch(() => null);
  if (!page) return null;
  const store = createAppStore();
  await store.dispatch(seedFirstFeedPage(NO_FEED_FILTERS, page));
  const fragment = prerenderScreen(<App />, {
    route: pathname,
    store,
    imageTransformations: backend.imageTransformations,
  });
  // Ends the cache entry's lifetime now instead of keeping the store for its expiry.
  store.dispatch(api.util.resetApiState());
  return { fragment, routeData: { [feedPageDataKey(NO_FEED_FILTERS)]: page } };
};
