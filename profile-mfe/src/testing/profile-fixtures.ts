import type { ProfileStats } from '../api/profile.api';

export const ALICE = {
  id: '00000000-0000-4000-a000-000000000001',
  username: 'alice',
  display_name: 'Alice Chen',
  bio: 'Gadget tinkerer and coffee snob.',
  avatar_url: null,
  created_at: '2025-10-15T12:00:00.000Z',
};

export const BOB = { id: '00000000-0000-4000-a000-000000000002', email: 'bob@example.com' };

export const ALICE_STATS = {
  posts_count: 2,
  likes_given: 1,
  gripes_given: 0,
  follower_count: 4,
  following_count: 2,
};

/** ALICE_STATS as the components take them. */
export const ALICE_PROFILE_STATS: ProfileStats = {
  postsCount: 2,
  likesGiven: 1,
  gripesGiven: 0,
  followerCount: 4,
  followingCount: 2,
};

export const ALICE_REPUTATION = {
  id: 'rep-1',
  user_id: ALICE.id,
  review_quality_score: 74.4,
  activity_authenticity_score: 99.6,
  community_engagement_score: 44,
  longevity_score: 100,
  balanced_perspective_score: 60.87,
  overall_reputation: 72.5,
  trust_level: 'silver',
  total_likes_received: 17,
  total_gripes_received: 6,
  total_posts_count: 5,
  total_reactions_given: 23,
  avg_daily_activity: 0.2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
} as const;

export const ALICE_POSTS = [
  {
    id: 'post-1',
    title: 'Open-source note-taking app',
    description: 'Markdown files, plugins for everything.',
    category: 'technology',
    link_url: 'https://example.com/notes',
    created_at: '2026-11-17T00:00:00.000Z',
  },
  {
    id: 'post-2',
    title: 'Phone repair shop',
    description: null,
    category: 'food',
    link_url: null,
    created_at: '2026-11-11T00:00:00.000Z',
  },
];

export const ALICE_LIKES = [
  {
    id: 'comment-1',
    post_id: 'post-9',
    content: 'Mine is still going strong after a year.',
    created_at: '2026-11-07T00:00:00.000Z',
    posts: { title: 'Japanese pull saw', description: 'Cuts on the pull stroke.' },
  },
];

/**
 * What profile_page answers for Alice, her newest posts included; `changes` replace parts of it
 * (`posts: undefined` answers as a database from before profile_page had them).
 */
export function alicePage(
  changes: Partial<{
    profile: object;
    profile_stats: object;
    reputation: object | null;
    viewer_follows: boolean | null;
    posts: object[] | undefined;
  }> = {},
) {
  return {
    profile: ALICE,
    profile_stats: ALICE_STATS,
    reputation: ALICE_REPUTATION,
    viewer_follows: null,
    posts: ALICE_POSTS,
    ...changes,
  };
}

export const signedInAs = (user: { id: string; email: string }) => ({
  session: { status: 'signedIn' as const, user, profile: null },
});

export const signedOut = { session: { status: 'signedOut' as const, user: null, profile: null } };
