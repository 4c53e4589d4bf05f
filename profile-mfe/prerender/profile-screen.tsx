// The profile page's first screen, drawn on the server for each page request from what a visitor
// reads (`profile_page`, which answers the Posts tab's first read too; the tab's own read from an
// older database), so the profile shows before any script has run. The build bundles this file
// for Node (tooling/prerender/build-screen-renderer.mjs); the site's server calls `renderScreen`.
import { matchPath } from 'react-router-dom';
import { api, createAppStore } from '@likegripe/shared-core';
import { prerenderScreen } from '@likegripe/tooling/prerender';
import type { ScreenRenderer } from '@likegripe/tooling/screen-renderer';
import { visitorRest } from '@likegripe/tooling/visitor-rest';
import App from '../src/App';
import { seedUserPosts, toActivityPost, userPostsDataKey } from '../src/api/activity.api';
import { profilePageDataKey, seedProfilePage, toProfilePage } from '../src/api/profile-page.api';
import { profilePageQuery, userPostsQuery } from '../src/api/profile-requests';

const PROFILE_ROUTE = '/profile/:username';

export const renderScreen: ScreenRenderer['renderScreen'] = async (pathname, backend) => {
  const username = matchPath(PROFILE_ROUTE, pathname)?.params.username;
  if (!username) return null;
  const rest = visitorRest(backend);
  // The same requests the page sends.
  const { data: pageRow, error } = await profilePageQuery(rest, username);
  if (error) return null;
  const routeData: Record<string, unknown> = { [profilePageDataKey(username)]: pageRow };
  const store = createAppStore();
  const page = pageRow && toProfilePage(pageRow);
  await store.dispatch(seedProfilePage(username, page));
  if (page?.posts) {
    await store.dispatch(seedUserPosts(page.profile.id, page.posts));
  } else if (page) {
    const { data: posts, error: postsError } = await userPostsQuery(rest, page.profile.id);
    if (postsError) return null;
    routeData[userPostsDataKey(page.profile.id)] = posts;
    await store.dispatch(seedUserPosts(page.profile.id, posts.map(toActivityPost)));
  }
  const fragment = prerenderScreen(<App />, {
    route: pathname,
    path: PROFILE_ROUTE,
    store,
    imageTransformations: backend.imageTransformations,
  });
  // Ends the cache entries' lifetimes now instead of keeping the store for their expiry.
  store.dispatch(api.util.resetApiState());
  return { fragment, routeData };
};
