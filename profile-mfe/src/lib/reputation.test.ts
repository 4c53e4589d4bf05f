import { REPUTATION_FETCH_ERROR, REPUTATION_REFRESH_ERROR, defaultReputation } from './reputation';

describe('defaultReputation', () => {
  it('is a zeroed record at trust level new for the user', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(defaultReputation('user-1', now)).toEqual({
      id: '',
      user_id: 'user-1',
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
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-01T10:00:00.000Z',
    });
  });
});

describe('reputation error texts', () => {
  it.each([
    [REPUTATION_FETCH_ERROR, 'Failed to fetch reputation'],
    [REPUTATION_REFRESH_ERROR, 'Failed to refresh reputation'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
