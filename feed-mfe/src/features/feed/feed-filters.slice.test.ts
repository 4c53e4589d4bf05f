import { bus, createAppStore } from '@likegripe/shared-core';
import {
  categoryChanged,
  filtersCleared,
  hashtagAdded,
  hashtagRemoved,
  postOpened,
  searchChanged,
  selectFeedFilters,
  selectFilterPanelOpen,
  selectSavedScrollY,
  sortChanged,
} from './feed-filters.slice';

describe('feed filters slice', () => {
  it('starts with the newest posts and no filters', () => {
    const store = createAppStore();
    expect(selectFeedFilters(store.getState())).toEqual({
      search: '',
      category: null,
      sort: 'newest',
      hashtags: [],
    });
  });

  it('normalises hashtags, refuses duplicates and keeps at most five', () => {
    const store = createAppStore();
    for (const raw of ['#Coffee', 'coffee', 'tea!', 'a', 'b', 'c', 'd'])
      store.dispatch(hashtagAdded(raw));
    expect(selectFeedFilters(store.getState()).hashtags).toEqual(['coffee', 'tea', 'a', 'b', 'c']);
    store.dispatch(hashtagRemoved('tea'));
    expect(selectFeedFilters(store.getState()).hashtags).toEqual(['coffee', 'a', 'b', 'c']);
  });

  it('filters by a hashtag selected anywhere on the site and opens the panel', () => {
    const store = createAppStore();
    store.dispatch(postOpened({ scrollY: 900 }));
    store.dispatch(bus.hashtagSelected({ tag: 'books' }));
    expect(selectFeedFilters(store.getState()).hashtags).toEqual(['books']);
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
    expect(selectSavedScrollY(store.getState())).toBeNull();
  });

  it('shows everything, newest first, at the top after a post is created', () => {
    const store = createAppStore();
    store.dispatch(sortChanged('most_liked'));
    store.dispatch(categoryChanged('books'));
    store.dispatch(postOpened({ scrollY: 1200 }));
    store.dispatch(bus.postCreated({ postId: 'p1' }));
    expect(selectFeedFilters(store.getState())).toMatchObject({ sort: 'newest', category: null });
    expect(selectSavedScrollY(store.getState())).toBeNull();
  });

  it('keeps the same filters object while only the panel or scroll changes', () => {
    const store = createAppStore();
    store.dispatch(searchChanged('phone'));
    const before = selectFeedFilters(store.getState());
    store.dispatch(postOpened({ scrollY: 300 }));
    expect(selectFeedFilters(store.getState())).toBe(before);
    store.dispatch(filtersCleared());
    expect(selectFeedFilters(store.getState()).search).toBe('');
  });
});
