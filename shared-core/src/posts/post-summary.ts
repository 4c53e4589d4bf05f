import type { Database } from '../db/database';
import { PROFILE_FALLBACK } from '../session/session.types';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];

/** The columns a post needs wherever it is shown; the viewer_* columns cost a subquery per row. */
export type PostSummaryRow = Pick<
  FeedPostRow,
  | 'id'
  | 'user_id'
  | 'title'
  | 'description'
  | 'category'
  | 'media_urls'
  | 'link_url'
  | 'hashtags'
  | 'created_at'
  | 'like_count'
  | 'gripe_count'
  | 'author_username'
  | 'author_display_name'
  | 'author_avatar_url'
>;

/** A member as a post shows them: avatar, display name and @username. */
export interface PostAuthor {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
}

/** A post with its author and reaction counts: one `feed_posts` row, spec fallbacks applied. */
export interface PostSummary {
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
  author: PostAuthor;
}

export function toPostSummary(row: PostSummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    mediaUrls: row.media_urls ?? [],
    linkUrl: row.link_url,
    hashtags: row.hashtags ?? [],
    createdAt: row.created_at,
    likeCount: row.like_count,
    gripeCount: row.gripe_count,
    author: {
      id: row.user_id,
      username: row.author_username ?? PROFILE_FALLBACK.username,
      displayName: row.author_display_name ?? PROFILE_FALLBACK.display_name,
      avatarUrl: row.author_avatar_url,
    },
  };
}
