import {
  DEFAULT_FEED_SORT,
  FEED_PAGE_SIZE,
  FEED_SKELETON_COUNT,
  FEED_SORT_OPTIONS,
  INFINITE_SCROLL_THRESHOLD_PX,
  SCROLL_RESTORE_INTERVAL_MS,
  SCROLL_RESTORE_TRIES,
  type FeedSort,
  feedPageRange,
  feedSortLabel,
  isAscendingFeedOrder,
  isClientSideSort,
  isFeedEnd,
  isFeedSort,
} from './feed-sort';

describe('feed sort options', () => {
  it.each<[FeedSort, string, boolean, boolean]>([
    ['newest', 'Newest', false, false],
    ['oldest', 'Oldest', true, false],
    ['most_liked', 'Most Liked', false, true],
    ['most_griped', 'Most Griped', false, true],
    ['most_discussed', 'Most Discussed', false, true],
  ])('%s: label %p, ascending %p, client-side %p', (sort, label, ascending, clientSide) => {
    expect(feedSortLabel(sort)).toBe(label);
    expect(isAscendingFeedOrder(sort)).toBe(ascending);
    expect(isClientSideSort(sort)).toBe(clientSide);
  });

  it('offers the five options in the spec order, newest by default', () => {
    expect(FEED_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'newest',
      'oldest',
      'most_liked',
      'most_griped',
      'most_discussed',
    ]);
    expect(DEFAULT_FEED_SORT).toBe('newest');
  });

  it.each([
    ['most_liked', true],
    ['popular', false],
    [undefined, false],
  ])('isFeedSort(%p) → %p', (value, expected) => {
    expect(isFeedSort(value)).toBe(expected);
  });
});

describe('isFeedEnd', () => {
  it.each([
    [0, true],
    [1, true],
    [11, true],
    [12, false],
  ])('a page of %i → %p', (length, expected) => {
    expect(isFeedEnd(length)).toBe(expected);
  });
});

describe('feedPageRange', () => {
  it.each([
    [0, { from: 0, to: 11 }],
    [1, { from: 12, to: 23 }],
    [3, { from: 36, to: 47 }],
  ])('page %i → %p', (page, expected) => {
    expect(feedPageRange(page)).toEqual(expected);
  });
});

describe('feed constants', () => {
  it.each([
    ['page size', FEED_PAGE_SIZE, 12],
    ['skeleton cards', FEED_SKELETON_COUNT, 6],
    ['infinite scroll threshold', INFINITE_SCROLL_THRESHOLD_PX, 300],
    ['scroll restore tries', SCROLL_RESTORE_TRIES, 10],
    ['scroll restore interval', SCROLL_RESTORE_INTERVAL_MS, 100],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
