import { getSupabase } from '@likegripe/shared-core';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { feedBackend, pageRequests } from '../testing/feed-backend';
import { fetchFeedPage } from './feed.api';
import type { FeedFilters } from './feed-post.types';

const { server, requests } = setupSupabaseHttp();
beforeEach(() => server.use(...feedBackend(30).handlers));

const filters = (chosen: Partial<FeedFilters>): FeedFilters => ({
  search: '',
  category: null,
  sort: 'newest',
  hashtags: [],
  ...chosen,
});

describe('fetchFeedPage', () => {
  it("reads a hashtag's page through search_feed_cards, which finds a rare hashtag by its index", async () => {
    const page = await fetchFeedPage(
      getSupabase(),
      filters({ category: 'food', hashtags: ['bakery'], sort: 'most_liked' }),
      1,
    );
    expect(page.posts).toHaveLength(12);
    const [request] = pageRequests(requests);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('rpc/search_feed_cards');
    expect(request?.query).toEqual({
      _search: '',
      _category: 'food',
      _hashtags: '{bakery}',
      _sort: 'most_liked',
      _offset: '12',
      _limit: '12',
      order: 'like_count.desc,created_at.desc,id.desc',
    });
  });

  it('reads a page narrowed by no words and no hashtags from feed_cards', async () => {
    await fetchFeedPage(getSupabase(), filters({ category: 'food' }), 0);
    const [request] = pageRequests(requests);
    expect(request?.path).toBe('feed_cards');
    expect(request?.query).toMatchObject({ category: 'eq.food', offset: '0', limit: '12' });
  });
});
