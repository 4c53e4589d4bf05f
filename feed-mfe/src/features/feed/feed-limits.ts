export const FEED_SKELETON_COUNT = 6;
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const SCROLL_RESTORE_TRIES = 10;
export const SCROLL_RESTORE_INTERVAL_MS = 100;
/** Hashtags the filter panel accepts at once. */
export const MAX_FILTER_HASHTAGS = 5;
