import {
  api,
  deleteOwnPost,
  getSupabase,
  toApiError,
  type ReportReason,
} from '@likegripe/shared-core';

export interface PostReport {
  postId: string;
  reporterId: string;
  reason: ReportReason;
  details: string;
}

/** The actions of a feed card's menu. Names are feed-specific so the post remote can inject its own. */
export const postCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteFeedPost: build.mutation<null, { postId: string }>({
      queryFn: ({ postId }) => deleteOwnPost(getSupabase(), postId),
      invalidatesTags: ['Feed', 'Post', 'Activity', 'Profile'],
    }),
    reportFeedPost: build.mutation<null, PostReport>({
      async queryFn({ postId, reporterId, reason, details }) {
        const { error } = await getSupabase()
          .from('reports')
          .insert({
            target_id: postId,
            target_type: 'post',
            reporter_id: reporterId,
            reason,
            admin_notes: details || null,
          });
        return error ? { error: toApiError(error) } : { data: null };
      },
    }),
  }),
});

export const { useDeleteFeedPostMutation, useReportFeedPostMutation } = postCardApi;
