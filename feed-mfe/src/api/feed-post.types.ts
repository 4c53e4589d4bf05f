import type { Category, FeedSort } from '@likegripe/shared-core';

/** A post as a feed card shows it: the row of `feed_posts`, with author fallbacks applied. */
export interface FeedPost {
  id: string;
  title: string;
  description: string | null;
  category: string;
  mediaUrls: string[];
  linkUrl: string | null;
  hashtags: string[];
  createdAt: string;
  likeCount: number;
  gripeCount: number;
  author: {
    id: string;
    username: string;
    displayName: string;
    avatarUrl: string | null;
  };
}

/** What the visitor chose in the search box and filter panel. */
export interface FeedFilters {
  search: string;
  category: Category | null;
  sort: FeedSort;
  hashtags: string[];
}

export interface FeedPage {
  posts: FeedPost[];
  /** How many posts match the filters; only the first page asks for it. */
  total: number | null;
}
