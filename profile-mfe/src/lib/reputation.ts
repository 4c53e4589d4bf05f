import type { TrustLevel } from '@likegripe/shared-core';

/** A user's reputation as the reputation card shows it; scores are 0-100. */
export interface Reputation {
  id: string;
  user_id: string;
  review_quality_score: number;
  activity_authenticity_score: number;
  community_engagement_score: number;
  longevity_score: number;
  balanced_perspective_score: number;
  overall_reputation: number;
  trust_level: TrustLevel;
  total_likes_received: number;
  total_gripes_received: number;
  total_posts_count: number;
  total_reactions_given: number;
  avg_daily_activity: number;
  created_at: string;
  updated_at: string;
}

/** The zeroed record shown when a user's reputation cannot be read or calculated. */
export function defaultReputation(userId: string, now: Date = new Date()): Reputation {
  const timestamp = now.toISOString();
  return {
    id: '',
    user_id: userId,
    review_quality_score: 0,
    activity_authenticity_score: 0,
    community_engagement_score: 0,
    longevity_score: 0,
    balanced_perspective_score: 0,
    overall_reputation: 0,
    trust_level: 'new',
    total_likes_received: 0,
    total_gripes_received: 0,
    total_posts_count: 0,
    total_reactions_given: 0,
    avg_daily_activity: 0,
    created_at: timestamp,
    updated_at: timestamp,
  };
}

// Kept as the reputation card's error text, not toasted.
export const REPUTATION_FETCH_ERROR = 'Failed to fetch reputation';
export const REPUTATION_REFRESH_ERROR = 'Failed to refresh reputation';
