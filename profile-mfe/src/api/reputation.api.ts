import { api, getSupabase, isTrustLevel, toApiError } from '@likegripe/shared-core';
import { REPUTATION_FETCH_ERROR, defaultReputation, type Reputation } from '../lib/reputation';
import type { Database } from '@likegripe/shared-core';

type ReputationRow = Database['public']['Tables']['user_reputation']['Row'];

/** The reputation card's data: the record, or the zeroed default with the error kept. */
export interface ReputationResult {
  reputation: Reputation;
  error: string | null;
}

function toReputation(row: ReputationRow): Reputation {
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

/** user_reputation: maybe-single; with no record, calculate and read again (single). */
async function loadReputation(userId: string): Promise<Reputation> {
  const table = () => getSupabase().from('user_reputation').select('*').eq('user_id', userId);
  const first = await table().maybeSingle();
  if (first.error) throw first.error;
  if (first.data) return toReputation(first.data);
  const calculated = await getSupabase().rpc('calculate_user_reputation', { _user_id: userId });
  if (calculated.error) throw calculated.error;
  const second = await table().single();
  if (second.error) throw second.error;
  return toReputation(second.data);
}

const reputationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReputation: build.query<ReputationResult, string>({
      queryFn: async (userId) => {
        try {
          return { data: { reputation: await loadReputation(userId), error: null } };
        } catch (error) {
          console.error('Could not load the reputation', error);
          return { data: { reputation: defaultReputation(userId), error: REPUTATION_FETCH_ERROR } };
        }
      },
      providesTags: (_result, _error, userId) => [{ type: 'Reputation', id: userId }],
    }),

    /** Recalculates the member's reputation now. */
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

export const { useGetReputationQuery, useRefreshReputationMutation } = reputationApi;
