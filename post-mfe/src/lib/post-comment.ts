import {
  PROFILE_FALLBACK,
  isTrustLevel,
  type Database,
  type TrustLevel,
} from '@likegripe/shared-core';

type CommentRow = Database['public']['Views']['comment_details']['Row'];
export type CommentType = CommentRow['comment_type'];
/** The kinds of written top-level comments, one section each. */
export type SectionType = Exclude<CommentType, 'reply'>;

/** A like, gripe, question or reply with its author chip data, hearts and replies. */
export interface PostComment {
  id: string;
  postId: string;
  parentId: string | null;
  type: CommentType;
  content: string;
  createdAt: string;
  /** When the author last edited the text; null if never. */
  editedAt: string | null;
  /** When a moderator removed the comment; only its author (and moderators) can still read it. */
  hiddenAt: string | null;
  likeCount: number;
  replyCount: number;
  viewerHasLiked: boolean;
  author: {
    id: string;
    username: string;
    displayName: string;
    avatarUrl: string | null;
    trustLevel: TrustLevel;
    reputation: number | null;
  };
}

export function toPostComment(row: CommentRow): PostComment {
  return {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    type: row.comment_type,
    content: row.content,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    hiddenAt: row.hidden_at,
    likeCount: Math.max(0, row.like_count),
    replyCount: Math.max(0, row.reply_count),
    viewerHasLiked: row.viewer_has_liked,
    author: {
      id: row.user_id,
      username: row.author_username ?? PROFILE_FALLBACK.username,
      displayName: row.author_display_name ?? PROFILE_FALLBACK.display_name,
      avatarUrl: row.author_avatar_url,
      trustLevel: isTrustLevel(row.author_trust_level) ? row.author_trust_level : 'new',
      reputation: row.author_overall_reputation,
    },
  };
}
