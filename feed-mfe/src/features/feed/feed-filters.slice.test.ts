import { bus, createAppStore } from '@likegripe/shared-core';
import {
  filterPanelToggled,
  filtersNavigated,
  pendingHashtagApplied,
  postOpened,
  selectFilterPanelOpen,
  selectDeletedPostIds,
  selectPendingHashtag,
  selectSavedScrollY,
} from './feed-filters.slice';

describe('feed screen slice', () => {
  it('starts with the panel closed, no saved position and no pending hashtag', () => {
    const store = createAppStore();
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
    expect(selectSavedScrollY(store.getState())).toBeNull();
    expect(selectPendingHashtag(store.getState())).toBeNull();
  });

  it('keeps a hashtag selected anywhere on the site for the feed, and opens the panel', () => {
    const store = createAppStore();
    store.dispatch(postOpened({ scrollY: 900 }));
    store.dispatch(bus.hashtagSelected({ tag: '#Books' }));
    expect(selectPendingHashtag(store.getState())).toBe('books');
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
    expect(selectSavedScrollY(store.getState())).toBeNull();
    store.dispatch(pendingHashtagApplied());
    expect(selectPendingHashtag(store.getState())).toBeNull();
  });

  it('ignores a selected hashtag with nothing left once normalised', () => {
    const store = createAppStore();
    store.dispatch(bus.hashtagSelected({ tag: '#!!' }));
    expect(selectPendingHashtag(store.getState())).toBeNull();
  });

  it('forgets the saved position when other filters show or a post is created', () => {
    const store = createAppStore();
    store.dispatch(postOpened({ scrollY: 1200 }));
    store.dispatch(filtersNavigated());
    expect(selectSavedScrollY(store.getState())).toBeNull();
    store.dispatch(postOpened({ scrollY: 1200 }));
    store.dispatch(filterPanelToggled());
    store.dispatch(bus.postCreated({ postId: 'p1' }));
    expect(selectSavedScrollY(store.getState())).toBeNull();
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
  });

  it('remembers every post deleted anywhere on the site', () => {
    const store = createAppStore();
    store.dispatch(bus.postDeleted({ postId: 'p1' }));
    store.dispatch(bus.postDeleted({ postId: 'p2' }));
    expect(selectDeletedPostIds(store.getState())).toEqual(['p1', 'p2']);
  });
});
