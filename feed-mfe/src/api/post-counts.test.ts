import type { FeedPage, FeedPost } from './feed-post.types';
import { applyPostCounts, postCountsTopic, toPostCounts } from './post-counts';

const card = (id: string, likeCount: number, gripeCount: number): FeedPost => ({
  id,
  title: id,
  description: null,
  category: 'books',
  mediaUrls: [],
  linkUrl: null,
  hashtags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  likeCount,
  gripeCount,
  author: { id: 'u1', username: 'alice', displayName: 'Alice', avatarUrl: null },
});

describe('post counts', () => {
  it('names one private topic per post', () => {
    expect(postCountsTopic('7d0c2a52-0000-4000-8000-000000000001')).toBe(
      'post:7d0c2a52-0000-4000-8000-000000000001:counts',
    );
  });

  it.each([
    [
      'the counts of this post',
      { post_id: 'p1', like_count: 3, gripe_count: 0, id: 'm' },
      { likeCount: 3, gripeCount: 0 },
    ],
    ['another post', { post_id: 'p2', like_count: 3, gripe_count: 0 }, null],
    ['a missing count', { post_id: 'p1', like_count: 3 }, null],
    ['a negative count', { post_id: 'p1', like_count: -1, gripe_count: 0 }, null],
    ['a count as text', { post_id: 'p1', like_count: '3', gripe_count: 0 }, null],
    ['no payload', null, null],
  ])('reads %s', (_case, payload, expected) => {
    expect(toPostCounts(payload, 'p1')).toEqual(expected);
  });

  it('sets the counts of every card of the post and no other', () => {
    const pages: FeedPage[] = [
      { posts: [card('p1', 1, 1), card('p2', 5, 5)] },
      { posts: [card('p3', 0, 0), card('p1', 1, 1)] },
    ];
    applyPostCounts(pages, 'p1', { likeCount: 2, gripeCount: 0 });
    expect(
      pages.map((page) => page.posts.map((post) => [post.id, post.likeCount, post.gripeCount])),
    ).toEqual([
      [
        ['p1', 2, 0],
        ['p2', 5, 5],
      ],
      [
        ['p3', 0, 0],
        ['p1', 2, 0],
      ],
    ]);
  });
});
