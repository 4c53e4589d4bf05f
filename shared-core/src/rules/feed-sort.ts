export const FEED_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'most_liked', label: 'Most Liked' },
  { value: 'most_griped', label: 'Most Griped' },
  { value: 'most_discussed', label: 'Most Discussed' },
] as const;

export type FeedSort = (typeof FEED_SORT_OPTIONS)[number]['value'];

export const DEFAULT_FEED_SORT: FeedSort = 'newest';
export const FEED_PAGE_SIZE = 12;
export const FEED_SKELETON_COUNT = 6;
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const SCROLL_RESTORE_TRIES = 10;
export const SCROLL_RESTORE_INTERVAL_MS = 100;

export function isFeedSort(value: unknown): value is FeedSort {
  return FEED_SORT_OPTIONS.some((option) => option.value === value);
}

export function feedSortLabel(sort: FeedSort): string {
  return FEED_SORT_OPTIONS.find((option) => option.value === sort)?.label ?? sort;
}

/** The server orders by date; only 'oldest' asks for ascending order. */
export function isAscendingFeedOrder(sort: FeedSort): boolean {
  return sort === 'oldest';
}

/** Most liked, most griped and most discussed are sorted in the browser within the loaded page. */
export function isClientSideSort(sort: FeedSort): boolean {
  return sort === 'most_liked' || sort === 'most_griped' || sort === 'most_discussed';
}

/** The feed has reached its end when a page returns fewer items than the page size. */
export function isFeedEnd(pageLength: number): boolean {
  return pageLength < FEED_PAGE_SIZE;
}

/** The inclusive row range of a page for range paging. */
export function feedPageRange(page: number): { from: number; to: number } {
  const from = page * FEED_PAGE_SIZE;
  return { from, to: from + FEED_PAGE_SIZE - 1 };
}
