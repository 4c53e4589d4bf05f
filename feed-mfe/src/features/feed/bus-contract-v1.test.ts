import { createAppStore } from '@likegripe/shared-core';
import { v1Action } from '@likegripe/shared-core/testing';
import {
  postOpened,
  selectDeletedPostIds,
  selectFilterPanelOpen,
  selectPendingHashtag,
  selectSavedScrollY,
} from './feed-filters.slice';

// Another remote built against the 1.x bus sends these exact actions; the feed still reacts.
describe('the feed with 1.x bus events', () => {
  it('filters by a hashtag a 1.x remote selected', () => {
    const store = createAppStore();
    store.dispatch(v1Action('hashtagSelected'));
    expect(selectPendingHashtag(store.getState())).toBe('coffee');
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
  });

  it('drops a post a 1.x remote deleted', () => {
    const store = createAppStore();
    store.dispatch(v1Action('postDeleted'));
    expect(selectDeletedPostIds(store.getState())).toEqual([
      '7c1e2f44-0000-4000-8000-000000000001',
    ]);
  });

  it('opens at the top after a 1.x remote created a post', () => {
    const store = createAppStore();
    store.dispatch(postOpened({ scrollY: 640 }));
    store.dispatch(v1Action('postCreated'));
    expect(selectSavedScrollY(store.getState())).toBeNull();
  });
});
