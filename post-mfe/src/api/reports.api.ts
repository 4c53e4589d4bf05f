import { api, getSupabase, toApiError, type ReportReason } from '@likegripe/shared-core';

export interface ContentReport {
  targetId: string;
  targetType: 'post' | 'comment';
  reporterId: string;
  reason: ReportReason;
  /** What the reporter wrote; stored as admin_notes, null when empty. */
  details: string;
}

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Reports are insert-only; they are not readable, so no `.select()`. */
    reportContent: build.mutation<null, ContentReport>({
      async queryFn({ targetId, targetType, reporterId, reason, details }) {
        const { error } = await getSupabase()
          .from('reports')
          .insert({
            target_id: targetId,
            target_type: targetType,
            reporter_id: reporterId,
            reason,
            admin_notes: details.trim() || null,
          });
        return error ? { error: toApiError(error) } : { data: null };
      },
    }),
  }),
});

export const { useReportContentMutation } = reportsApi;
