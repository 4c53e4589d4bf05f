import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { bus, createAppStore } from '@likegripe/shared-core';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend, pageRequests } from '../../testing/feed-backend';
import { FeedPage } from './FeedPage';

const { server, requests } = setupSupabaseHttp();
const serveFeed = (total: number) => server.use(...feedBackend(total).handlers);
const pages = () => pageRequests(requests);

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('FeedPage filters in the URL', () => {
  it('opens a shared URL with its search, category, sort and hashtags', async () => {
    serveFeed(3);
    renderWithProviders(<FeedPage />, { route: '/?q=tea&category=books&sort=oldest&tags=a,b' });
    await waitFor(() => expect(pages()).toHaveLength(1));
    expect(pages()[0]?.path).toBe('rpc/search_feed_cards');
    expect(pages()[0]?.query).toMatchObject({
      _search: 'tea',
      _category: 'books',
      _hashtags: '{a,b}',
      _sort: 'oldest',
    });
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('tea');
    for (const chip of ['Search: tea', 'Books', 'Sort: Oldest', '#a', '#b']) {
      expect(screen.getByRole('button', { name: `Remove ${chip}` })).toBeInTheDocument();
    }
  });

  it('writes each filter change into the URL and reads the feed from it', async () => {
    serveFeed(3);
    const { router } = renderWithProviders(<FeedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'books',
    );
    expect(router.location.search).toBe('?category=books');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hashtag filter' }), '#Tea{Enter}');
    expect(router.location.search).toBe('?category=books&tags=tea');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'green ');
    await waitFor(() => expect(router.location.search).toBe('?q=green&category=books&tags=tea'));
    await waitFor(() =>
      expect(pages().at(-1)).toMatchObject({
        path: 'rpc/search_feed_cards',
        query: { _search: 'green', _category: 'books', _hashtags: '{tea}' },
      }),
    );
    // The space typed last stays in the box while the URL holds the words.
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('green ');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
  });

  it('says a search matched nothing, not that there are no posts, and clears it', async () => {
    serveFeed(0);
    const { container, router } = renderWithProviders(<FeedPage />, {
      route: '/?q=zzz&sort=oldest',
    });
    expect(await screen.findByText('No reviews match your search')).toBeInTheDocument();
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.location.search).toBe('');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('keeps "No posts yet" for an empty feed that is only sorted', async () => {
    serveFeed(0);
    renderWithProviders(<FeedPage />, { route: '/?sort=most_liked' });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByText('No reviews match your search')).not.toBeInTheDocument();
  });

  it('filters by a hashtag chosen on another screen, asking only for the filtered feed', async () => {
    serveFeed(3);
    const store = createAppStore();
    store.dispatch(bus.hashtagSelected({ tag: 'Books' }));
    const { router } = renderWithProviders(<FeedPage />, { store, route: '/?category=books' });
    await waitFor(() => expect(router.location.search).toBe('?category=books&tags=books'));
    await screen.findByRole('article', { name: 'Post number 0' });
    expect(pages()).toHaveLength(1);
    expect(pages()[0]?.path).toBe('rpc/search_feed_cards');
    expect(pages()[0]?.query).toMatchObject({ _category: 'books', _hashtags: '{books}' });
    expect(await screen.findByRole('region', { name: 'Filters' })).toBeInTheDocument();
  });
});
