import type { PostComment, SectionType } from '../../../api/comments.api';

export type CommentsBySection = Record<SectionType, PostComment[]>;

/** Splits the one top-level list into Likes, Gripes and Questions, keeping newest first. */
export function splitComments(comments: readonly PostComment[]): CommentsBySection {
  const sections: CommentsBySection = { like: [], gripe: [], question: [] };
  for (const comment of comments) {
    if (comment.type !== 'reply') sections[comment.type].push(comment);
  }
  return sections;
}
