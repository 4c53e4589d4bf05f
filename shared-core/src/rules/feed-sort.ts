// The feed's paging, which the benchmark measures with the same queries the feed makes.

/** The feed's sort orders; the feed names them in its Sort select. */
export type FeedSort = 'newest' | 'oldest' | 'most_liked' | 'most_griped' | 'most_discussed';

export const FEED_PAGE_SIZE = 12;

/** The inclusive row range of a page for range paging. */
export function feedPageRange(page: number): { from: number; to: number } {
  const from = page * FEED_PAGE_SIZE;
  return { from, to: from + FEED_PAGE_SIZE - 1 };
}
