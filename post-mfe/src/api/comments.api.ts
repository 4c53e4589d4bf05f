import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { DELETE_REFRESH_DELAY_MS, REPLY_REFRESH_DELAY_MS } from '../lib/refresh-delays';
import {
  commentListTags,
  invalidateTagsLater,
  postCommentsTag,
  repliesTag,
  sectionCommentsTag,
} from '../lib/comment-tags';
import { isPostId } from '../lib/post-id';
import {
  toPostComment,
  type CommentType,
  type PostComment,
  type SectionType,
} from '../lib/post-comment';
import { SECTION_PAGE_SIZE, sectionCommentsQuery } from './post-requests';

export type { CommentType, PostComment, SectionType } from '../lib/post-comment';

const UNIQUE_VIOLATION = '23505';

export interface SectionQuery {
  postId: string;
  type: SectionType;
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
  type: CommentType;
  /** Set for a reply: its parent's reply list and count refresh too. */
  parentId: string | null;
}

export type CommentHeart = CommentRef & { userId: string; liked: boolean };

/** Sets the reader's heart on the comment if it is in the list, moving its count (never below 0). */
function showHeart(comments: PostComment[], { commentId, liked }: CommentHeart) {
  const comment = comments.find(({ id }) => id === commentId);
  if (!comment || comment.viewerHasLiked === liked) return;
  comment.viewerHasLiked = liked;
  comment.likeCount = Math.max(0, comment.likeCount + (liked ? 1 : -1));
}

const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One section's written top-level comments (Likes, Gripes or Questions), newest first, a page
     * of SECTION_PAGE_SIZE at a time; loaded when the section is first opened. Reactions (empty
     * likes and gripes) are not listed.
     */
    getSectionComments: build.infiniteQuery<PostComment[], SectionQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.length < SECTION_PAGE_SIZE ? undefined : lastPageParam + 1,
      },
      async queryFn({ queryArg: { postId, type }, pageParam }) {
        if (!isPostId(postId)) return { data: [] };
        const { data, error } = await sectionCommentsQuery(getSupabase(), postId, type, pageParam);
        return error ? { error: toApiError(error) } : { data: data.map(toPostComment) };
      },
      providesTags: (_result, _error, { postId, type }) => [
        postCommentsTag(postId),
        sectionCommentsTag(postId, type),
      ],
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

    /** Saves a comment, question or reply; answers its id. */
    addComment: build.mutation<string, NewComment>({
      async queryFn({ postId, userId, type, content, parentId }) {
        const { data, error } = await getSupabase()
          .from('comments')
          .insert({
            post_id: postId,
            user_id: userId,
            comment_type: type,
            content: content.trim(),
            parent_id: parentId ?? null,
          })
          .select('id')
          .single();
        return error ? { error: toApiError(error) } : { data: data.id };
      },
      async onQueryStarted({ postId, type, parentId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        const tags = commentListTags({ postId, type, parentId: parentId ?? null });
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
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        invalidateTagsLater(dispatch, commentListTags(ref), DELETE_REFRESH_DELAY_MS);
      },
    }),

    /**
     * The reader's heart on a comment: on inserts, off deletes. The list shows it at once and takes
     * it back if the server refuses; the list then reloads with the exact count.
     */
    setCommentLiked: build.mutation<null, CommentHeart>({
      async queryFn({ commentId, userId, liked }) {
        const likes = getSupabase().from('comment_likes');
        const { error } = liked
          ? await likes.insert({ comment_id: commentId, user_id: userId })
          : await likes.delete().eq('comment_id', commentId).eq('user_id', userId);
        // A heart that is already there (a double click) is still on: not an error.
        if (error && error.code !== UNIQUE_VIOLATION) return { error: toApiError(error) };
        return { data: null };
      },
      async onQueryStarted(heart, { dispatch, queryFulfilled }) {
        const { postId, type, parentId } = heart;
        const shown = parentId
          ? dispatch(
              commentsApi.util.updateQueryData('getReplies', parentId, (replies) =>
                showHeart(replies, heart),
              ),
            )
          : dispatch(
              commentsApi.util.updateQueryData(
                'getSectionComments',
                { postId, type: type as SectionType },
                (list) => list.pages.forEach((page) => showHeart(page, heart)),
              ),
            );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: (_result, _error, { postId, type, parentId }) =>
        parentId ? [repliesTag(parentId)] : [sectionCommentsTag(postId, type)],
    }),
  }),
});

export const {
  useGetSectionCommentsInfiniteQuery,
  useGetRepliesQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useSetCommentLikedMutation,
} = commentsApi;
