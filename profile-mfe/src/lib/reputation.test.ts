import { defaultReputation } from './reputation';

// What the profile shows when a member's reputation cannot be read or calculated: a zeroed
// record with trust level new.
describe('defaultReputation', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');
  const fallback = defaultReputation('user-1', now);

  it('belongs to the member it stands in for, and is not a stored record', () => {
    expect(fallback.user_id).toBe('user-1');
    expect(fallback.id).toBe('');
  });

  it('is at trust level new', () => {
    expect(fallback.trust_level).toBe('new');
  });

  it.each([
    'review_quality_score',
    'activity_authenticity_score',
    'community_engagement_score',
    'longevity_score',
    'balanced_perspective_score',
    'overall_reputation',
    'total_likes_received',
    'total_gripes_received',
    'total_posts_count',
    'total_reactions_given',
    'avg_daily_activity',
  ] as const)('has %s 0', (field) => {
    expect(fallback[field]).toBe(0);
  });

  it('is created and updated at the moment it is made', () => {
    expect(fallback.created_at).toBe('2026-03-01T10:00:00.000Z');
    expect(fallback.updated_at).toBe('2026-03-01T10:00:00.000Z');
  });
});
