import {
  DELETE_REFRESH_DELAY_MS,
  PROFILE_FALLBACK,
  REPLY_REFRESH_DELAY_MS,
  api,
  getSupabase,
  isTrustLevel,
  toApiError,
  type Database,
  type TrustLevel,
} from '@likegripe/shared-core';
import {
  commentListTags,
  invalidateTagsLater,
  postCommentsTag,
  repliesTag,
} from '../lib/comment-tags';
import { isPostId } from '../lib/post-id';

const UNIQUE_VIOLATION = '23505';

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

export interface NewComment {
  postId: string;
  userId: string;
  type: CommentType;
  content: string;
  /** The comment a reply answers. */
  parentId?: string;
}

export interface CommentRef {
  commentId: string;
  postId: string;
  /** Set for a reply: its parent's reply list and count refresh too. */
  parentId: string | null;
}

const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every written top-level comment of a post, newest first, in one request; the page splits
     * them into Likes, Gripes and Questions. Reactions (empty likes and gripes) are not listed.
     */
    getPostComments: build.query<PostComment[], string>({
      async queryFn(postId) {
        if (!isPostId(postId)) return { data: [] };
        const { data, error } = await getSupabase()
          .from('comment_details')
          .select('*')
          .eq('post_id', postId)
          .is('parent_id', null)
          .neq('content', '')
          .order('created_at', { ascending: false });
        return error ? { error: toApiError(error) } : { data: data.map(toPostComment) };
      },
      providesTags: (_result, _error, postId) => [postCommentsTag(postId)],
    }),

    /** The replies to a comment, oldest first; loaded when the replies are first opened. */
    getReplies: build.query<PostComment[], string>({
      async queryFn(commentId) {
        const { data, error } = await getSupabase()
          .from('comment_details')
          .select('*')
          .eq('parent_id', commentId)
          .order('created_at', { ascending: true });
        return error ? { error: toApiError(error) } : { data: data.map(toPostComment) };
      },
      providesTags: (_result, _error, commentId) => [repliesTag(commentId)],
    }),

    addComment: build.mutation<null, NewComment>({
      async queryFn({ postId, userId, type, content, parentId }) {
        const { error } = await getSupabase()
          .from('comments')
          .insert({
            post_id: postId,
            user_id: userId,
            comment_type: type,
            content: content.trim(),
            parent_id: parentId ?? null,
          });
        return error ? { error: toApiError(error) } : { data: null };
      },
      async onQueryStarted({ postId, parentId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        const tags = commentListTags(postId, parentId ?? null);
        invalidateTagsLater(dispatch, tags, parentId ? REPLY_REFRESH_DELAY_MS : 0);
      },
    }),

    /** Deletes the reader's own comment or reply (its replies go with it). */
    deleteComment: build.mutation<null, CommentRef>({
      async queryFn({ commentId }) {
        const { data, error } = await getSupabase()
          .from('comments')
          .delete()
          .eq('id', commentId)
          .select('id');
        if (error) return { error: toApiError(error) };
        if (data.length === 0) return { error: { message: 'The comment could not be deleted.' } };
        return { data: null };
      },
      async onQueryStarted({ postId, parentId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        invalidateTagsLater(dispatch, commentListTags(postId, parentId), DELETE_REFRESH_DELAY_MS);
      },
    }),

    /** The reader's heart on a comment: on inserts, off deletes. */
    setCommentLiked: build.mutation<null, CommentRef & { userId: string; liked: boolean }>({
      async queryFn({ commentId, userId, liked }) {
        const likes = getSupabase().from('comment_likes');
        const { error } = liked
          ? await likes.insert({ comment_id: commentId, user_id: userId })
          : await likes.delete().eq('comment_id', commentId).eq('user_id', userId);
        // A heart that is already there (a double click) is still on: not an error.
        if (error && error.code !== UNIQUE_VIOLATION) return { error: toApiError(error) };
        return { data: null };
      },
      invalidatesTags: (_result, _error, { postId, parentId }) =>
        parentId ? [repliesTag(parentId)] : [postCommentsTag(postId)],
    }),
  }),
});

export const {
  useGetPostCommentsQuery,
  useGetRepliesQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useSetCommentLikedMutation,
} = commentsApi;
