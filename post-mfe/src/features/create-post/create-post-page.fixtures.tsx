import { http } from 'msw';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { postgrestTable, restUrl, rowsResponse } from '@likegripe/tooling/supabase-http';
import { createAppStore, type RootState } from '@likegripe/shared-core';
import { CreatePostPage } from './CreatePostPage';

export const member: Partial<RootState> = {
  session: { status: 'signedIn', user: { id: 'user-1', email: null }, profile: null },
};

/**
 * The form's database over HTTP: profiles for mentions, and posts, whose insert answers the new
 * post's id, or what `answer` returns when it is a function (a refusal).
 */
export function createPostBackend(answer: { id: string } | (() => Response)) {
  const profiles = [
    { id: 'p2', username: 'bob_builds', display_name: 'Bob Martinez', avatar_url: null },
  ];
  return [
    postgrestTable('profiles', profiles),
    http.post(restUrl('posts'), ({ request }) =>
      typeof answer === 'function' ? answer() : rowsResponse(request, [answer], 201),
    ),
  ];
}

export function renderPage(preloadedState: Partial<RootState> = member) {
  const store = createAppStore(preloadedState);
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = renderWithProviders(<CreatePostPage />, {
    store,
    route: '/create',
    path: '/create',
  });
  return { ...view, dispatched };
}
