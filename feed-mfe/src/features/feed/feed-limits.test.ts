import {
  FEED_SKELETON_COUNT,
  INFINITE_SCROLL_THRESHOLD_PX,
  MAX_FILTER_HASHTAGS,
  SCROLL_RESTORE_INTERVAL_MS,
  SCROLL_RESTORE_TRIES,
} from './feed-limits';

describe('feed constants', () => {
  it.each([
    ['skeleton cards', FEED_SKELETON_COUNT, 6],
    ['infinite scroll threshold', INFINITE_SCROLL_THRESHOLD_PX, 300],
    ['scroll restore tries', SCROLL_RESTORE_TRIES, 10],
    ['scroll restore interval', SCROLL_RESTORE_INTERVAL_MS, 100],
    ['hashtags in the filter', MAX_FILTER_HASHTAGS, 5],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
