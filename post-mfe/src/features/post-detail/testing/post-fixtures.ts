import type { Database } from '@likegripe/shared-core';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];
type CommentRow = Database['public']['Views']['comment_details']['Row'];

export const POST_ID = '00000000-0000-4000-b000-000000000001';
export const AUTHOR = { id: '00000000-0000-4000-a000-000000000001', email: 'alice@example.com' };
export const READER = { id: '00000000-0000-4000-a000-000000000002', email: 'bob@example.com' };

export const signedOutState = {
  session: { status: 'signedOut' as const, user: null, profile: null },
};
export const signedInAs = (user: { id: string; email: string }) => ({
  session: { status: 'signedIn' as const, user, profile: null },
});

export function postRow(overrides: Partial<FeedPostRow> = {}): FeedPostRow {
  return {
    id: POST_ID,
    user_id: AUTHOR.id,
    title: 'Noise-cancelling headphones for open offices?',
    description: 'Great ANC, thanks @carol for the tip. #audio',
    category: 'technology',
    media_urls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/clip.mp4'],
    link_url: 'https://example.com/headphones',
    hashtags: ['audio', 'headphones'],
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    like_count: 4,
    gripe_count: 2,
    question_count: 1,
    discussion_count: 6,
    author_id: AUTHOR.id,
    author_username: 'alice',
    author_display_name: 'Alice Chen',
    author_avatar_url: null,
    viewer_has_liked: false,
    viewer_has_griped: false,
    edited_at: null,
    hidden_at: null,
    ...overrides,
  };
}

let nextId = 1;
export function commentRow(overrides: Partial<CommentRow> = {}): CommentRow {
  const id = `00000000-0000-4000-c000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    post_id: POST_ID,
    user_id: READER.id,
    content: 'A comment',
    comment_type: 'like',
    parent_id: null,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    like_count: 0,
    reply_count: 0,
    author_username: 'bob_builds',
    author_display_name: 'Bob Martinez',
    author_avatar_url: null,
    author_trust_level: 'silver',
    author_overall_reputation: 55.4,
    viewer_has_liked: false,
    edited_at: null,
    hidden_at: null,
    ...overrides,
  };
}
