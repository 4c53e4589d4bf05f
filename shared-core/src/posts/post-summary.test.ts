import { toPostSummary, type PostSummaryRow } from './post-summary';

const row: PostSummaryRow = {
  id: 'p1',
  user_id: 'u1',
  title: 'Headphones',
  description: null,
  category: 'products',
  media_urls: null,
  link_url: null,
  hashtags: [],
  created_at: '2026-11-01T00:00:00Z',
  like_count: 3,
  gripe_count: 1,
  author_username: 'alice',
  author_display_name: 'Alice Chen',
  author_avatar_url: null,
};

describe('toPostSummary', () => {
  it('maps a feed_posts row, with an empty list for missing media', () => {
    expect(toPostSummary(row)).toEqual({
      id: 'p1',
      title: 'Headphones',
      description: null,
      category: 'products',
      mediaUrls: [],
      linkUrl: null,
      hashtags: [],
      createdAt: '2026-11-01T00:00:00Z',
      likeCount: 3,
      gripeCount: 1,
      author: { id: 'u1', username: 'alice', displayName: 'Alice Chen', avatarUrl: null },
    });
  });

  it('shows the spec fallbacks when the author has no profile', () => {
    const summary = toPostSummary({ ...row, author_username: null, author_display_name: null });
    expect(summary.author).toMatchObject({ username: 'unknown', displayName: 'Unknown User' });
  });
});
