import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { getSupabase } from '@likegripe/shared-core';
import { FeedPage } from './FeedPage';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: jest.fn(),
}));

type Call = [string, ...unknown[]];

function row(index: number) {
  return {
    id: `post-${index}`,
    user_id: 'u1',
    title: `Post number ${index}`,
    description: null,
    category: 'books',
    media_urls: null,
    link_url: null,
    hashtags: [],
    created_at: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    like_count: 0,
    gripe_count: 0,
    author_username: 'alice',
    author_display_name: 'Alice Chen',
    author_avatar_url: null,
  };
}

/** A stand-in for supabase-js: records each request's calls and answers ranges of `total` rows. */
function fakeBackend(total: number, { failingRequests = 0 } = {}) {
  const requests: Call[][] = [];
  const rows = Array.from({ length: total }, (_, index) => row(index));
  (getSupabase as jest.Mock).mockReturnValue({
    from(table: string) {
      const calls: Call[] = [['from', table]];
      requests.push(calls);
      const builder: Record<string, (...args: unknown[]) => unknown> = {};
      for (const method of ['select', 'or', 'eq', 'overlaps', 'order']) {
        builder[method] = (...args: unknown[]) => {
          calls.push([method, ...args]);
          return builder;
        };
      }
      builder.range = (from: unknown, to: unknown) => {
        calls.push(['range', from, to]);
        // What supabase-js answers when the server cannot be reached.
        if (requests.length <= failingRequests) {
          const error = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
          return Promise.resolve({ data: null, error, count: null });
        }
        const page = rows.slice(Number(from), Number(to) + 1);
        return Promise.resolve({ data: page, error: null, count: from === 0 ? total : null });
      };
      return builder;
    },
  });
  return requests;
}

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
  it('shows six skeleton cards, then the first page from one request with authors and counts', async () => {
    const requests = fakeBackend(30);
    renderWithProviders(<FeedPage />);
    expect(screen.getAllByTestId('feed-skeleton-card')).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Post number 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContainEqual(['from', 'feed_posts']);
    expect(requests[0]?.find(([method]) => method === 'select')?.[2]).toEqual({ count: 'exact' });
    expect(requests[0]).toContainEqual(['range', 0, 11]);
  });

  it('loads page after page while scrolled to the bottom and says when the end is reached', async () => {
    window.IntersectionObserver = AlwaysVisibleObserver as never;
    const requests = fakeBackend(30);
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
    fakeBackend(0);
    renderWithProviders(<FeedPage />);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(
      screen.getByText('Be the first to share your thoughts and start the conversation!'),
    ).toBeInTheDocument();
  });

  it('counts the results and asks again from page 0 when a filter changes', async () => {
    const requests = fakeBackend(30);
    renderWithProviders(<FeedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByText('30 reviews found')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'books');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_liked');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'tea');
    await waitFor(() =>
      expect(requests.at(-1)).toContainEqual(['or', expect.stringContaining('%tea%')]),
    );
    const last = requests.at(-1);
    expect(last).toContainEqual(['eq', 'category', 'books']);
    expect(last).toContainEqual(['order', 'like_count', { ascending: false }]);
    expect(last).toContainEqual(['range', 0, 11]);
    expect(screen.getByRole('button', { name: 'Remove Books' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Search: tea' })).toBeInTheDocument();
  });

  it('says the reviews could not be loaded, not that there are none, and Retry loads them', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = fakeBackend(3, { failingRequests: 1 });
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
