import { api, getSupabase, isTrustLevel, toApiError } from '@likegripe/shared-core';
import type { Reputation } from '../lib/reputation';
import type { Database } from '@likegripe/shared-core';

type ReputationRow = Database['public']['Tables']['user_reputation']['Row'];

/** The reputation card's data: the record, or the zeroed default with the error kept. */
export interface ReputationResult {
  reputation: Reputation;
  error: string | null;
}

export function toReputation(row: ReputationRow): Reputation {
  return {
    ...row,
    review_quality_score: Number(row.review_quality_score),
    activity_authenticity_score: Number(row.activity_authenticity_score),
    community_engagement_score: Number(row.community_engagement_score),
    longevity_score: Number(row.longevity_score),
    balanced_perspective_score: Number(row.balanced_perspective_score),
    overall_reputation: Number(row.overall_reputation),
    avg_daily_activity: Number(row.avg_daily_activity),
    trust_level: isTrustLevel(row.trust_level) ? row.trust_level : 'new',
  };
}

const reputationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Recalculates the member's reputation now; the profile page reads it again. */
    refreshReputation: build.mutation<Reputation, string>({
      queryFn: async (userId) => {
        const { data, error } = await getSupabase().rpc('calculate_user_reputation', {
          _user_id: userId,
        });
        return error ? { error: toApiError(error) } : { data: toReputation(data) };
      },
      invalidatesTags: (_result, _error, userId) => [{ type: 'Reputation', id: userId }],
    }),
  }),
});

export const { useRefreshReputationMutation } = reputationApi;
