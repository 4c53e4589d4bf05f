import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { countRequests, feedBackend, pageRequests } from '../../testing/feed-backend';
import { FeedPage } from './FeedPage';

const { server, requests } = setupSupabaseHttp();
const serveFeed = (...args: Parameters<typeof feedBackend>) =>
  server.use(...feedBackend(...args).handlers);
const pages = () => pageRequests(requests);

/** An IntersectionObserver that always sees the sentinel, like a reader scrolling to the bottom. */
class AlwaysVisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('FeedPage', () => {
  it('shows six skeleton cards, then the first page from one request without a count', async () => {
    serveFeed(30);
    renderWithProviders(<FeedPage />);
    expect(screen.getAllByTestId('feed-skeleton-card')).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Post number 0' })).toBeInTheDocument();
    // Drawn a few cards per render (reveal-in-batches.hook.ts), all from that one page.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(pages()).toHaveLength(1);
    // The whole view (`select=*`): no column list for PostgREST to parse, and no count.
    expect(pages()[0]?.path).toBe('feed_cards');
    expect(pages()[0]?.query).toEqual({
      select: '*',
      offset: '0',
      limit: '12',
      order: 'created_at.desc,id.desc',
    });
    expect(pages()[0]?.headers.get('prefer') ?? '').not.toContain('count');
    // The count is only for the Filters panel, which is closed.
    expect(countRequests(requests)).toHaveLength(0);
  });

  it('loads page after page while scrolled to the bottom and says when the end is reached', async () => {
    window.IntersectionObserver = AlwaysVisibleObserver as never;
    serveFeed(30);
    renderWithProviders(<FeedPage />);
    // Rendering 30 styled cards in jsdom is slow; allow it time to page through.
    expect(
      await screen.findByText("You've reached the end!", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(pages().map(({ query }) => [query.offset, query.limit])).toEqual([
      ['0', '12'],
      ['12', '12'],
      ['24', '12'],
    ]);
  });

  it('shows the empty state when there are no posts', async () => {
    serveFeed(0);
    renderWithProviders(<FeedPage />);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(
      screen.getByText('Be the first to share your thoughts and start the conversation!'),
    ).toBeInTheDocument();
  });

  it('asks again from page 0 when a filter changes, a search through search_feed_cards', async () => {
    serveFeed(30);
    renderWithProviders(<FeedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'books',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_liked');
    await waitFor(() =>
      expect(pages().at(-1)?.query).toEqual({
        select: '*',
        category: 'eq.books',
        offset: '0',
        limit: '12',
        order: 'like_count.desc,created_at.desc,id.desc',
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), ' tea ');
    // One GET of the function: its arguments and the order in the query string, no paging of
    // PostgREST's own (the function pages) and no column list.
    await waitFor(() =>
      expect(pages().at(-1)).toMatchObject({
        method: 'GET',
        path: 'rpc/search_feed_cards',
        query: {
          _search: 'tea',
          _category: 'books',
          _sort: 'most_liked',
          _offset: '0',
          _limit: '12',
          order: 'like_count.desc,created_at.desc,id.desc',
        },
      }),
    );
    // toMatchObject allows more: nothing else is asked (no column list, no PostgREST paging).
    expect(Object.keys(pages().at(-1)?.query ?? {})).toHaveLength(6);
    // The panel's count narrows the same way, with the same words.
    await waitFor(() =>
      expect(countRequests(requests).at(-1)?.query).toEqual({
        _search: 'tea',
        _category: 'books',
        _cap: '100',
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove Books' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Search: tea' })).toBeInTheDocument();
  });

  it('says the reviews could not be loaded, not that there are none, and Retry loads them', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFeed(3, { failingPages: 1 });
    renderWithProviders(<FeedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load reviews');
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Post number 2' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load reviews')).not.toBeInTheDocument();
    expect(pages()).toHaveLength(2);
    consoleError.mockRestore();
  });
});
