import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { fakeFeedBackend } from '../../testing/fake-feed-backend';
import { FeedPage } from './FeedPage';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: jest.fn(),
}));

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
    const { pages, counts } = fakeFeedBackend(30);
    renderWithProviders(<FeedPage />);
    expect(screen.getAllByTestId('feed-skeleton-card')).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Post number 0' })).toBeInTheDocument();
    // Drawn a few cards per render (reveal-in-batches.hook.ts), all from that one page.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContainEqual(['from', 'feed_cards']);
    // The whole view (`select=*`): no column list for PostgREST to parse, and no count.
    expect(pages[0]?.find(([method]) => method === 'select')).toEqual(['select']);
    expect(pages[0]).toContainEqual(['range', 0, 11]);
    // The count is only for the Filters panel, which is closed.
    expect(counts).toHaveLength(0);
  });

  it('loads page after page while scrolled to the bottom and says when the end is reached', async () => {
    window.IntersectionObserver = AlwaysVisibleObserver as never;
    const { pages: requests } = fakeFeedBackend(30);
    renderWithProviders(<FeedPage />);
    // Rendering 30 styled cards in jsdom is slow; allow it time to page through.
    expect(
      await screen.findByText("You've reached the end!", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(requests.map((calls) => calls.find(([method]) => method === 'range'))).toEqual([
      ['range', 0, 11],
      ['range', 12, 23],
      ['range', 24, 35],
    ]);
  });

  it('shows the empty state when there are no posts', async () => {
    fakeFeedBackend(0);
    renderWithProviders(<FeedPage />);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(
      screen.getByText('Be the first to share your thoughts and start the conversation!'),
    ).toBeInTheDocument();
  });

  it('asks again from page 0 when a filter changes, a search through search_feed_cards', async () => {
    const { pages: requests, counts } = fakeFeedBackend(30);
    renderWithProviders(<FeedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'books',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_liked');
    await waitFor(() => expect(requests.at(-1)).toContainEqual(['eq', 'category', 'books']));
    expect(requests.at(-1)).toContainEqual(['range', 0, 11]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), ' tea ');
    await waitFor(() =>
      expect(requests.at(-1)?.[0]).toEqual([
        'rpc',
        'search_feed_cards',
        {
          _search: 'tea',
          _category: 'books',
          _hashtags: undefined,
          _sort: 'most_liked',
          _offset: 0,
          _limit: 12,
        },
        { get: true },
      ]),
    );
    const last = requests.at(-1);
    expect(last).toContainEqual(['order', 'like_count', { ascending: false }]);
    expect(last?.some(([method]) => ['select', 'or', 'range'].includes(method))).toBe(false);
    // The panel's count narrows the same way, with the same words.
    await waitFor(() =>
      expect(counts.at(-1)).toEqual([
        [
          'rpc',
          'feed_card_count',
          { _search: 'tea', _category: 'books', _hashtags: undefined, _cap: 100 },
          { get: true },
        ],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Remove Books' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Search: tea' })).toBeInTheDocument();
  });

  it('says the reviews could not be loaded, not that there are none, and Retry loads them', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { pages: requests } = fakeFeedBackend(3, { failingPages: 1 });
    renderWithProviders(<FeedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load reviews');
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Post number 2' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load reviews')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
    consoleError.mockRestore();
  });
});
