import { screen } from '@testing-library/react';
import { createAppStore, takeVisitorRouteData } from '@likegripe/shared-core';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { feedApi, feedPageDataKey } from './api/feed.api';
import type { FeedPage as FeedPageData } from './api/feed-post.types';
import { prepareScreen } from './App';
import { NO_FEED_FILTERS } from './features/feed/feed-url-filters';
import { FeedPage } from './features/feed/FeedPage';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend, pageRequests } from './testing/feed-backend';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  takeVisitorRouteData: jest.fn(),
}));

const { server, requests } = setupSupabaseHttp();
const pages = () => pageRequests(requests);
beforeEach(() => server.use(...feedBackend(30).handlers));

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const serverPage: FeedPageData = {
  posts: [
    {
      id: 'drawn-1',
      title: 'Drawn by the server',
      description: null,
      category: 'books',
      mediaUrls: [],
      linkUrl: null,
      hashtags: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      likeCount: 0,
      gripeCount: 0,
      author: { id: 'u1', username: 'alice', displayName: 'Alice Chen', avatarUrl: null },
      editedAt: null,
    },
  ],
};

/** The page's route data as shared-core hands it out: to a visitor only, by key. */
function pageCarries(data: Record<string, FeedPageData>, forVisitor: boolean) {
  (takeVisitorRouteData as jest.Mock).mockImplementation((key: string) =>
    Promise.resolve(forVisitor ? data[key] : undefined),
  );
}

describe('prepareScreen', () => {
  it('reads a member their own first page before the first render, and the list does not read it again', async () => {
    pageCarries({ [feedPageDataKey(NO_FEED_FILTERS)]: serverPage }, false);
    const store = createAppStore();
    await prepareScreen({ pathname: '/', dispatch: store.dispatch });
    expect(pages()).toHaveLength(1);

    renderWithProviders(<FeedPage />, { store });
    // In the first commit: no placeholders in between.
    expect(screen.getByRole('article', { name: 'Post number 0' })).toBeInTheDocument();
    expect(screen.queryByTestId('feed-skeleton-card')).not.toBeInTheDocument();
    // Mounting started no second read (it would be pending now; its request goes out a tick later).
    expect(feedApi.endpoints.getFeed.select(NO_FEED_FILTERS)(store.getState()).status).toBe(
      'fulfilled',
    );
    expect(pages()).toHaveLength(1);
  });

  it("gives a visitor the page's own first page, without a request", async () => {
    pageCarries({ [feedPageDataKey(NO_FEED_FILTERS)]: serverPage }, true);
    const store = createAppStore();
    await prepareScreen({ pathname: '/', dispatch: store.dispatch });

    renderWithProviders(<FeedPage />, { store });
    expect(screen.getByRole('article', { name: 'Drawn by the server' })).toBeInTheDocument();
    expect(pages()).toHaveLength(0);
  });

  it("reads a search's first page, which the page does not carry", async () => {
    pageCarries({ [feedPageDataKey(NO_FEED_FILTERS)]: serverPage }, true);
    window.history.replaceState(null, '', '/?q=lamp');
    try {
      await prepareScreen({ pathname: '/', dispatch: createAppStore().dispatch });
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(pages()).toHaveLength(1);
    expect(pages()[0]?.path).toBe('rpc/search_feed_cards');
    expect(pages()[0]?.query).toMatchObject({ _search: 'lamp' });
  });

  it('prepares nothing on another path', async () => {
    await prepareScreen({ pathname: '/post/1', dispatch: createAppStore().dispatch });
    expect(pages()).toHaveLength(0);
  });
});
