import type { FeedSort } from '@likegripe/shared-core';

const FEED_SORT_LABELS: Readonly<Record<FeedSort, string>> = {
  newest: 'Newest',
  oldest: 'Oldest',
  most_liked: 'Most Liked',
  most_griped: 'Most Griped',
  most_discussed: 'Most Discussed',
};

/** The Sort select's options, in the order the spec lists them. */
export const FEED_SORT_OPTIONS = Object.entries(FEED_SORT_LABELS).map(([value, label]) => ({
  value: value as FeedSort,
  label,
}));

export const DEFAULT_FEED_SORT: FeedSort = 'newest';

export function isFeedSort(value: unknown): value is FeedSort {
  return typeof value === 'string' && Object.hasOwn(FEED_SORT_LABELS, value);
}

export function feedSortLabel(sort: FeedSort): string {
  return FEED_SORT_LABELS[sort];
}
