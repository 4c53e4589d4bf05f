import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, type API_TAGS } from '@likegripe/shared-core';

type ApiTag = TagDescription<(typeof API_TAGS)[number]>;

/** The counts and sentiment words of one post (its comment summary). */
export const commentSummaryTag = (postId: string): ApiTag => ({
  type: 'Comment',
  id: `summary:${postId}`,
});

/** Every loaded section list of one post. */
export const postCommentsTag = (postId: string): ApiTag => ({
  type: 'Comment',
  id: `post:${postId}`,
});

/** One section list (Likes, Gripes or Questions) of one post. */
export const sectionCommentsTag = (postId: string, type: string): ApiTag => ({
  type: 'Comment',
  id: `post:${postId}:${type}`,
});

/** The replies of one comment. */
export const repliesTag = (commentId: string): ApiTag => ({
  type: 'Comment',
  id: `replies:${commentId}`,
});

/** A written comment or reply: its type, and for a reply the comment it answers. */
export interface CommentPlace {
  postId: string;
  type: string;
  parentId: string | null;
}

/**
 * What a new or deleted comment changes: the post's counts, the feed cards and profile activity
 * elsewhere on the site, and either its section and the post's comment summary or, for a reply,
 * its parent's replies and the reply counts shown in the section lists.
 */
export function commentListTags({ postId, type, parentId }: CommentPlace): ApiTag[] {
  const lists = parentId
    ? [repliesTag(parentId), postCommentsTag(postId)]
    : [commentSummaryTag(postId), sectionCommentsTag(postId, type)];
  return [{ type: 'Post', id: postId }, ...lists, 'Feed', 'Activity'];
}

/** Invalidates tags now, or after a refresh delay (500 ms after a reply, 100 ms after a delete). */
export function invalidateTagsLater(
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown,
  tags: ApiTag[],
  delayMs: number,
): void {
  const invalidate = () => dispatch(api.util.invalidateTags(tags));
  if (delayMs <= 0) invalidate();
  else setTimeout(invalidate, delayMs);
}
