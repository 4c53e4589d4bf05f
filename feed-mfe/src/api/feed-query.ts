import type { FeedSort } from '@likegripe/shared-core';

type SortColumn = 'created_at' | 'like_count' | 'gripe_count' | 'discussion_count' | 'id';

/**
 * The server-side order of each sort over the whole feed (not within a page). Each matches an
 * index on posts; created_at and id break ties so paging is stable.
 */
export function feedOrder(sort: FeedSort): { column: SortColumn; ascending: boolean }[] {
  const newestFirst = [
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: false },
  ] as const;
  switch (sort) {
    case 'oldest':
      return [
        { column: 'created_at', ascending: true },
        { column: 'id', ascending: true },
      ];
    case 'most_liked':
      return [{ column: 'like_count', ascending: false }, ...newestFirst];
    case 'most_griped':
      return [{ column: 'gripe_count', ascending: false }, ...newestFirst];
    case 'most_discussed':
      return [{ column: 'discussion_count', ascending: false }, ...newestFirst];
    default:
      return [...newestFirst];
  }
}

/** What narrows the feed: search, category and hashtags. The sort orders it but never narrows it. */
export interface FeedNarrowing {
  search: string;
  category: string | null;
  hashtags: string[];
}
