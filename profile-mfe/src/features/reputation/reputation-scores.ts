import { formatScore, reviewQualityPercent } from './score-format';
import type { Reputation } from '../../lib/reputation';

export interface ScoreLine {
  label: string;
  value: number;
}

/** The card's score and total labels, in order (also drawn while the reputation loads). */
export const REPUTATION_SCORE_LABELS = [
  'Review Quality',
  'Activity Authenticity',
  'Community Engagement',
  'Longevity',
  'Balanced Perspective',
] as const;
export const REPUTATION_TOTAL_LABELS = [
  'Likes received',
  'Gripes received',
  'Posts',
  'Reactions given',
] as const;

const withLabels = (labels: readonly string[], values: number[]): ScoreLine[] =>
  labels.map((label, index) => ({ label, value: values[index] ?? 0 }));

/** The five reputation scores as the card lists them, each out of 100 and rounded. */
export function reputationScoreLines(reputation: Reputation): ScoreLine[] {
  return withLabels(REPUTATION_SCORE_LABELS, [
    reviewQualityPercent(reputation.total_likes_received, reputation.total_reactions_given),
    formatScore(reputation.activity_authenticity_score),
    formatScore(reputation.community_engagement_score),
    formatScore(reputation.longevity_score),
    formatScore(reputation.balanced_perspective_score),
  ]);
}

/** The counts under the scores. */
export function reputationTotals(reputation: Reputation): ScoreLine[] {
  return withLabels(REPUTATION_TOTAL_LABELS, [
    reputation.total_likes_received,
    reputation.total_gripes_received,
    reputation.total_posts_count,
    reputation.total_reactions_given,
  ]);
}
