import type { FeedSort } from '@likegripe/shared-core';
import {
  DEFAULT_FEED_SORT,
  FEED_SORT_OPTIONS,
  feedSortLabel,
  isFeedSort,
} from './feed-sort-options';

describe('feed sort options', () => {
  it.each<[FeedSort, string]>([
    ['newest', 'Newest'],
    ['oldest', 'Oldest'],
    ['most_liked', 'Most Liked'],
    ['most_griped', 'Most Griped'],
    ['most_discussed', 'Most Discussed'],
  ])('%s is labelled %p', (sort, label) => {
    expect(feedSortLabel(sort)).toBe(label);
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
    ['toString', false],
    [undefined, false],
  ])('isFeedSort(%p) → %p', (value, expected) => {
    expect(isFeedSort(value)).toBe(expected);
  });
});
