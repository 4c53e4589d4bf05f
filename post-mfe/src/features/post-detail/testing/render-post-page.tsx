import { renderWithProviders } from '@likegripe/tooling/test-utils';
import {
  api,
  bus,
  createAppStore,
  type AppStore,
  type RootState,
  type ToastRequest,
} from '@likegripe/shared-core';
import { PostDetailPage } from '../PostDetailPage';
import { POST_ID } from './post-fixtures';

// The machine is shared with parallel builds; a page render can take seconds there. This is a
// ceiling against hangs, not a timing assertion.
jest.setTimeout(30_000);

const stores: AppStore[] = [];

// RTK Query keeps unused data on a timer; resetting clears those timers so jest can exit.
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

/** Renders /post/{id} with a store whose dispatches the test can read (toasts, bus events). */
export function renderPostPage(preloadedState: Partial<RootState>, postId = POST_ID) {
  const store = createAppStore(preloadedState);
  stores.push(store);
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = renderWithProviders(<PostDetailPage />, {
    route: `/post/${postId}`,
    path: '/post/:id',
    store,
  });
  const actions = () => dispatched.mock.calls.map(([action]) => action as { type: string });
  const toasts = (): ToastRequest[] =>
    actions().flatMap((action) => (bus.toastRequested.match(action) ? [action.payload] : []));
  return { ...view, actions, toasts };
}
