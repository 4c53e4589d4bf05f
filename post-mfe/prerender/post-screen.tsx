// The post page's first screen, drawn on the server for each page request from the post as a visitor
// reads it (`post_page`), so the post shows before any script has run. The build bundles this file
// for Node (tooling/prerender/build-screen-renderer.mjs); the site's server calls `renderScreen`.
import { matchPath } from 'react-router-dom';
import { api, createAppStore } from '@likegripe/shared-core';
import { prerenderScreen } from '@likegripe/tooling/prerender';
import type { ScreenRenderer } from '@likegripe/tooling/screen-renderer';
import { visitorRest } from '@likegripe/tooling/visitor-rest';
import App from '../src/App';
import { postPageDataKey, seedPostPage, toPostPage } from '../src/api/post-detail.api';
import { postPageQuery } from '../src/api/post-requests';
import { isPostId } from '../src/lib/post-id';

const POST_ROUTE = '/post/:id';

export const renderScreen: ScreenRenderer['renderScreen'] = async (pathname, backend) => {
  const id = matchPath(POST_ROUTE, pathname)?.params.id;
  if (!id || !isPostId(id)) return null;
  // The same request the page sends.
  const { data: row, error } = await postPageQuery(visitorRest(backend), id);
  if (error) return null;
  const store = createAppStore();
  await store.dispatch(seedPostPage(id, toPostPage(row)));
  const fragment = prerenderScreen(<App />, {
    route: pathname,
    path: POST_ROUTE,
    store,
    imageTransformations: backend.imageTransformations,
  });
  // Ends the cache entry's lifetime now instead of keeping the store for its expiry.
  store.dispatch(api.util.resetApiState());
  return { fragment, routeData: { [postPageDataKey(id)]: row } };
};
