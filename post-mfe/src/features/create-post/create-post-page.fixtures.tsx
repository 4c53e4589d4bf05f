import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { createAppStore, getSupabase, type RootState } from '@likegripe/shared-core';
import { CreatePostPage } from './CreatePostPage';

// For tests that mock getSupabase from '@likegripe/shared-core' (jest.mock stays in each test file).

export const member: Partial<RootState> = {
  session: { status: 'signedIn', user: { id: 'user-1', email: null }, profile: null },
};

/** supabase-js as the form uses it: profiles for mentions, posts for the insert. */
export function fakeSupabase(insertResult: { data: unknown; error: unknown }) {
  const inserted: unknown[] = [];
  const profiles = [
    { id: 'p2', username: 'bob_builds', display_name: 'Bob Martinez', avatar_url: null },
  ];
  (getSupabase as jest.Mock).mockReturnValue({
    from(table: string) {
      if (table === 'profiles') {
        const query = {
          select: () => query,
          ilike: () => query,
          order: () => query,
          limit: () => Promise.resolve({ data: profiles, error: null }),
        };
        return query;
      }
      return {
        insert(row: unknown) {
          inserted.push(row);
          return { select: () => ({ single: () => Promise.resolve(insertResult) }) };
        },
      };
    },
  });
  return inserted;
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
