import { act, renderHook } from '@testing-library/react';
import type { FeedFilters } from '../../api/feed-post.types';
import { NO_FEED_FILTERS } from './feed-url-filters';
import { SEARCH_DEBOUNCE_MS, useSearchBox } from './search-box.hook';

// The URL's filters, set by each test; showFilters only records what the box asked for, so a test
// decides when the URL (and the render that reads it) follows.
let urlFilters: FeedFilters = NO_FEED_FILTERS;
const showFilters = jest.fn();
jest.mock('./feed-filters.hook', () => ({
  useFeedFilters: () => ({ filters: urlFilters, showFilters }),
}));

function type(result: { current: readonly [string, (text: string) => void] }, text: string) {
  act(() => result.current[1](text));
}

describe('useSearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    urlFilters = NO_FEED_FILTERS;
    showFilters.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps letters typed while the URL was catching up with a pause in the typing', () => {
    const { result, rerender } = renderHook(() => useSearchBox());
    type(result, 'n');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(showFilters).toHaveBeenLastCalledWith(
      { ...NO_FEED_FILTERS, search: 'n' },
      { replace: false },
    );
    // A key pressed before the feed rendered the URL that search made (a busy phone).
    type(result, 'no');
    urlFilters = { ...NO_FEED_FILTERS, search: 'n' };
    rerender();
    expect(result.current[0]).toBe('no');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(showFilters).toHaveBeenLastCalledWith(
      { ...NO_FEED_FILTERS, search: 'no' },
      { replace: true },
    );
  });

  it('shows the words of a URL it did not write (Back, a chip, Clear filters)', () => {
    const { result, rerender } = renderHook(() => useSearchBox());
    type(result, 'tea');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    urlFilters = { ...NO_FEED_FILTERS, search: 'tea' };
    rerender();
    expect(result.current[0]).toBe('tea');
    urlFilters = NO_FEED_FILTERS;
    rerender();
    expect(result.current[0]).toBe('');
    urlFilters = { ...NO_FEED_FILTERS, search: 'tea' };
    rerender();
    expect(result.current[0]).toBe('tea');
  });

  it('keeps the spaces being typed at the end', () => {
    const { result, rerender } = renderHook(() => useSearchBox());
    type(result, 'green ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    urlFilters = { ...NO_FEED_FILTERS, search: 'green' };
    rerender();
    expect(result.current[0]).toBe('green ');
  });
});
