import type { Category, FeedSort, PostSummary } from '@likegripe/shared-core';

/** A post as a feed card shows it (shared with the post page), with when its author last edited it. */
export type FeedPost = PostSummary & { editedAt?: string | null };

/** What the visitor chose in the search box and filter panel. */
export interface FeedFilters {
  search: string;
  category: Category | null;
  sort: FeedSort;
  hashtags: string[];
}

export interface FeedPage {
  posts: FeedPost[];
}
