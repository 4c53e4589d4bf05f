import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { countRequests, feedBackend, pageRequests } from '../../testing/feed-backend';
import { FEED_COUNT_CAP } from '../../api/feed-count.api';
import { FeedPage } from './FeedPage';
import { reviewsFoundText } from './FilterPanel';

const { server, requests } = setupSupabaseHttp();
const serveFeed = (...args: Parameters<typeof feedBackend>) =>
  server.use(...feedBackend(...args).handlers);
const pages = () => pageRequests(requests);
const counts = () => countRequests(requests);

// Rendering pages of styled cards in jsdom on a shared 2-core machine outlasts the 5 s default.
jest.setTimeout(30_000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

async function openFilters() {
  renderWithProviders(<FeedPage />);
  await screen.findByRole('article', { name: 'Post number 0' });
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  // The panel is loaded when first opened.
  return screen.findByRole('region', { name: 'Filters' });
}

describe('FilterPanel', () => {
  it('counts the matches with a request of its own, once per filter set, only while open', async () => {
    serveFeed(30);
    await openFilters();
    expect(await screen.findByText('30 reviews found')).toBeInTheDocument();
    expect(counts()).toHaveLength(1);
    // One number from the database, counted up to the cap + 1: enough to tell 100 from more,
    // never a count of all, and nothing else asked of the request.
    expect(counts()[0]?.method).toBe('GET');
    expect(counts()[0]?.query).toEqual({ _cap: '100' });

    // The sort orders the same matches, so the count is not asked again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_liked');
    await waitFor(() => expect(pages().at(-1)?.query.order).toMatch(/^like_count\.desc,/));
    expect(counts()).toHaveLength(1);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'books');
    await waitFor(() => expect(counts()).toHaveLength(2));
    expect(counts()[1]?.query).toEqual({ _category: 'books', _cap: '100' });
    // Every page of cards stays a single request without a count.
    expect(pages().every((page) => !page.headers.get('prefer')?.includes('count'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Books' }));
    // The unfiltered cards again, from the pages read a moment ago.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Books' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'Post number 1' })).toBeInTheDocument();
    expect(counts()).toHaveLength(2);
  });

  it('keeps a blank line in place of the count and keeps filtering when the count fails', async () => {
    serveFeed(30, { failingCounts: true });
    const panel = await openFilters();
    await waitFor(() => expect(counts()).toHaveLength(1));
    expect(within(panel).getByRole('status').textContent).toBe('\u00a0');
    expect(within(panel).queryByText(/found/)).not.toBeInTheDocument();

    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Category' }),
      'books',
    );
    await waitFor(() => expect(pages().at(-1)?.query.category).toBe('eq.books'));
    expect(await screen.findByRole('button', { name: 'Remove Books' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it("says '100+ reviews found' past a hundred matches", async () => {
    serveFeed(101);
    await openFilters();
    expect(await screen.findByText('100+ reviews found')).toBeInTheDocument();
  });

  it('gives the exact number at the cap', async () => {
    serveFeed(100);
    await openFilters();
    expect(await screen.findByText('100 reviews found')).toBeInTheDocument();
  });
});

describe('reviewsFoundText', () => {
  it('counts in the singular for one, and caps at the count the server stops at', () => {
    expect(reviewsFoundText(0)).toBe('0 reviews found');
    expect(reviewsFoundText(1)).toBe('1 review found');
    expect(reviewsFoundText(FEED_COUNT_CAP)).toBe('100 reviews found');
    expect(reviewsFoundText(FEED_COUNT_CAP + 1)).toBe('100+ reviews found');
  });

  it('writes every number it can show as Intl does (no thousands separator below the cap)', () => {
    expect(FEED_COUNT_CAP).toBeLessThan(1000);
    const intl = new Intl.NumberFormat('en-US');
    for (let total = 0; total <= FEED_COUNT_CAP; total += 1) {
      expect(reviewsFoundText(total)).toMatch(new RegExp(`^${intl.format(total)} `));
    }
  });
});
