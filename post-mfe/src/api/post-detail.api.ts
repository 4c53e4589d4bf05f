import {
  api,
  getSupabase,
  toApiError,
  toPostSummary,
  type Database,
  type PostSummary,
} from '@likegripe/shared-core';
import { isPostId } from '../lib/post-id';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];

/** A post with its author, reaction counts and the reader's own reactions (one `feed_posts` row). */
export interface PostDetail extends PostSummary {
  questionCount: number;
  viewerHasLiked: boolean;
  viewerHasGriped: boolean;
}

export function toPostDetail(row: FeedPostRow): PostDetail {
  return {
    ...toPostSummary(row),
    questionCount: row.question_count,
    viewerHasLiked: row.viewer_has_liked,
    viewerHasGriped: row.viewer_has_griped,
  };
}

const postDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The post with author, counts and own reactions in one request; null when it does not exist. */
    getPostDetail: build.query<PostDetail | null, string>({
      async queryFn(postId) {
        // PostgREST answers 400 for an id that is not a uuid; such a post simply does not exist.
        if (!isPostId(postId)) return { data: null };
        const { data, error } = await getSupabase()
          .from('feed_posts')
          .select('*')
          .eq('id', postId)
          .maybeSingle();
        if (error) return { error: toApiError(error) };
        return { data: data ? toPostDetail(data) : null };
      },
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),

    /** Deletes the reader's own post; RLS makes someone else's post a zero-row delete. */
    deletePost: build.mutation<null, { postId: string }>({
      async queryFn({ postId }) {
        const { data, error } = await getSupabase()
          .from('posts')
          .delete()
          .eq('id', postId)
          .select('id');
        if (error) return { error: toApiError(error) };
        if (data.length === 0) return { error: { message: 'The post could not be deleted.' } };
        return { data: null };
      },
      invalidatesTags: ['Feed', 'Activity', 'Profile', 'Reputation'],
    }),
  }),
});

export const { useGetPostDetailQuery, useDeletePostMutation } = postDetailApi;
