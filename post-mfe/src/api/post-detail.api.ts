import {
  api,
  deleteOwnPost,
  getSupabase,
  toApiError,
  takeVisitorRouteData,
  toPostSummary,
  type Database,
  type PostSummary,
} from '@likegripe/shared-core';
import { commentSummaryTag } from '../lib/comment-tags';
import { isPostId } from '../lib/post-id';
import type { SectionType } from '../lib/post-comment';
import { postPageQuery } from './post-requests';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];
type PostPageRow = Database['public']['Functions']['post_page']['Returns'];
type SummaryRow = PostPageRow['comment_summary'];

/** A post with its author, reaction counts and the reader's own reactions (one `feed_posts` row). */
export interface PostDetail extends PostSummary {
  questionCount: number;
  viewerHasLiked: boolean;
  viewerHasGriped: boolean;
  /** When the author last edited the post; null if never. */
  editedAt: string | null;
  /** When a moderator removed the post; only its author (and moderators) can still read it. */
  hiddenAt: string | null;
}

export function toPostDetail(row: FeedPostRow): PostDetail {
  return {
    ...toPostSummary(row),
    questionCount: row.question_count,
    viewerHasLiked: row.viewer_has_liked,
    viewerHasGriped: row.viewer_has_griped,
    editedAt: row.edited_at,
    hiddenAt: row.hidden_at,
  };
}

/** What the page shows before a section opens: written comments per section and the top words. */
export interface PostCommentSummary {
  counts: Record<SectionType, number>;
  topPositiveWords: string[];
  topNegativeWords: string[];
}

/** What the post page shows before a section opens, read in one request. */
export interface PostPage {
  /** Null when the post does not exist or the reader may not see it. */
  post: PostDetail | null;
  summary: PostCommentSummary;
}

const NO_POST: PostPage = {
  post: null,
  summary: {
    counts: { like: 0, gripe: 0, question: 0 },
    topPositiveWords: [],
    topNegativeWords: [],
  },
};

function toCommentSummary(row: SummaryRow): PostCommentSummary {
  return {
    counts: { like: row.like_count, gripe: row.gripe_count, question: row.question_count },
    topPositiveWords: row.top_positive_words,
    topNegativeWords: row.top_negative_words,
  };
}

/** The page's data from one `post_page` row. */
export function toPostPage(row: PostPageRow): PostPage {
  return {
    post: row.post ? toPostDetail(row.post) : null,
    summary: toCommentSummary(row.comment_summary),
  };
}

/** Where the page's route data carries a post's `post_page` row, read by the server as a visitor. */
export const postPageDataKey = (postId: string) => `post_page:${postId}`;

const postDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The post with author, counts and own reactions, and its comment summary (written like, gripe
     * and question counts and the top sentiment words, worked out by the database so the page needs
     * none of the comments themselves), in one request: post_page.
     */
    getPostPage: build.query<PostPage, string>({
      async queryFn(postId) {
        // PostgREST answers 400 for an id that is not a uuid; such a post simply does not exist.
        if (!isPostId(postId)) return { data: NO_POST };
        const fromPage = await takeVisitorRouteData<PostPageRow>(postPageDataKey(postId));
        if (fromPage) return { data: toPostPage(fromPage) };
        const { data, error } = await postPageQuery(getSupabase(), postId);
        if (error) return { error: toApiError(error) };
        return { data: toPostPage(data) };
      },
      // A reaction invalidates the post and a new comment the summary; either refreshes this read.
      providesTags: (_result, _error, postId) => [
        { type: 'Post', id: postId },
        commentSummaryTag(postId),
      ],
    }),

    /** Deletes the reader's own post; RLS makes someone else's post a zero-row delete. */
    deletePost: build.mutation<null, { postId: string }>({
      queryFn: ({ postId }) => deleteOwnPost(getSupabase(), postId),
      invalidatesTags: ['Feed', 'Activity', 'Profile', 'Reputation'],
    }),
  }),
});

export const { useGetPostPageQuery, useDeletePostMutation } = postDetailApi;
export const getPostPageEndpoint = postDetailApi.endpoints.getPostPage;

/** Puts a post's page into the store as if it had been read (the server renders from it). */
export const seedPostPage = (postId: string, page: PostPage) =>
  postDetailApi.util.upsertQueryData('getPostPage', postId, page);
