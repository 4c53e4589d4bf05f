import type { FeedPage } from './feed-post.types';

/** A post's counts as its card shows them; the comment total is worked out from the two. */
export interface PostCounts {
  likeCount: number;
  gripeCount: number;
}

/** The private topic on which the database broadcasts one post's counts (its `counts` event). */
export function postCountsTopic(postId: string): string {
  return `post:${postId}:counts`;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The counts in a `counts` broadcast for `postId`, or null for anything else. The payload carries
 * the post's absolute counts, so the same message applied twice changes nothing.
 */
export function toPostCounts(payload: unknown, postId: string): PostCounts | null {
  if (!payload || typeof payload !== 'object') return null;
  const {
    post_id: id,
    like_count: likes,
    gripe_count: gripes,
  } = payload as Record<string, unknown>;
  if (id !== postId || !isCount(likes) || !isCount(gripes)) return null;
  return { likeCount: likes, gripeCount: gripes };
}

/** Puts a post's new counts on every card of it in loaded feed pages (a draft, changed in place). */
export function applyPostCounts(pages: FeedPage[], postId: string, counts: PostCounts): void {
  for (const page of pages) {
    for (const post of page.posts) {
      if (post.id !== postId) continue;
      post.likeCount = counts.likeCount;
      post.gripeCount = counts.gripeCount;
    }
  }
}
