import { getSupabase } from '@likegripe/shared-core';
import { fakeFeedBackend } from '../testing/fake-feed-backend';
import { fetchFeedPage } from './feed.api';
import type { FeedFilters } from './feed-post.types';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: jest.fn(),
}));

const filters = (chosen: Partial<FeedFilters>): FeedFilters => ({
  search: '',
  category: null,
  sort: 'newest',
  hashtags: [],
  ...chosen,
});

describe('fetchFeedPage', () => {
  it("reads a hashtag's page through search_feed_cards, which finds a rare hashtag by its index", async () => {
    const { pages } = fakeFeedBackend(30);
    const page = await fetchFeedPage(
      getSupabase(),
      filters({ category: 'food', hashtags: ['bakery'], sort: 'most_liked' }),
      1,
    );
    expect(page.posts).toHaveLength(12);
    expect(pages[0]?.[0]).toEqual([
      'rpc',
      'search_feed_cards',
      {
        _search: '',
        _category: 'food',
        _hashtags: ['bakery'],
        _sort: 'most_liked',
        _offset: 12,
        _limit: 12,
      },
      { get: true },
    ]);
    expect(pages[0]).toContainEqual(['order', 'like_count', { ascending: false }]);
  });

  it('reads a page narrowed by no words and no hashtags from feed_cards', async () => {
    const { pages } = fakeFeedBackend(30);
    await fetchFeedPage(getSupabase(), filters({ category: 'food' }), 0);
    expect(pages[0]?.[0]).toEqual(['from', 'feed_cards']);
    expect(pages[0]).toContainEqual(['eq', 'category', 'food']);
    expect(pages[0]).toContainEqual(['range', 0, 11]);
  });
});
