import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, type API_TAGS } from '@likegripe/shared-core';

type ApiTag = TagDescription<(typeof API_TAGS)[number]>;

/** The top-level comment list of one post. */
export const postCommentsTag = (postId: string): ApiTag => ({
  type: 'Comment',
  id: `post:${postId}`,
});

/** The replies of one comment. */
export const repliesTag = (commentId: string): ApiTag => ({
  type: 'Comment',
  id: `replies:${commentId}`,
});

/**
 * What a new or deleted comment changes: the post's counts, its lists, the parent's replies and
 * count, and the feed cards and profile activity elsewhere on the site.
 */
export function commentListTags(postId: string, parentId: string | null): ApiTag[] {
  return [
    { type: 'Post', id: postId },
    postCommentsTag(postId),
    ...(parentId ? [repliesTag(parentId)] : []),
    'Feed',
    'Activity',
  ];
}

/** Invalidates tags now, or after the spec's refresh delay (§9: 500 ms after a reply, 100 ms after a delete). */
export function invalidateTagsLater(
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown,
  tags: ApiTag[],
  delayMs: number,
): void {
  const invalidate = () => dispatch(api.util.invalidateTags(tags));
  if (delayMs <= 0) invalidate();
  else setTimeout(invalidate, delayMs);
}
