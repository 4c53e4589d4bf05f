import { formatScore, reviewQualityPercent, type Reputation } from '@likegripe/shared-core';

export interface ScoreLine {
  label: string;
  value: number;
}

/** The five reputation scores as the card lists them, each out of 100 and rounded (spec §9). */
export function reputationScoreLines(reputation: Reputation): ScoreLine[] {
  return [
    {
      label: 'Review Quality',
      value: reviewQualityPercent(
        reputation.total_likes_received,
        reputation.total_reactions_given,
      ),
    },
    { label: 'Activity Authenticity', value: formatScore(reputation.activity_authenticity_score) },
    { label: 'Community Engagement', value: formatScore(reputation.community_engagement_score) },
    { label: 'Longevity', value: formatScore(reputation.longevity_score) },
    { label: 'Balanced Perspective', value: formatScore(reputation.balanced_perspective_score) },
  ];
}

/** The counts under the scores. */
export function reputationTotals(reputation: Reputation): ScoreLine[] {
  return [
    { label: 'Likes received', value: reputation.total_likes_received },
    { label: 'Gripes received', value: reputation.total_gripes_received },
    { label: 'Posts', value: reputation.total_posts_count },
    { label: 'Reactions given', value: reputation.total_reactions_given },
  ];
}
