import { createSlice } from '@reduxjs/toolkit';
import { bus, normalizeHashtagEntry, rootReducer } from '@likegripe/shared-core';

/**
 * The feed screen's state outside its URL. The filters themselves live in the URL
 * (feed-url-filters.ts), so a link shares them and Back restores them.
 */
export interface FeedScreenState {
  panelOpen: boolean;
  /** The window's scroll position when a post was opened from the feed, restored on return. */
  savedScrollY: number | null;
  /** A hashtag chosen elsewhere on the site (a post page), added to the URL when the feed shows. */
  pendingHashtag: string | null;
  /**
   * Posts deleted while the site is open. The list hides them in the same render as the delete's
   * toast: its pages are drawn from a deferred value, and reloading them takes a round trip.
   */
  deletedPostIds: string[];
}

declare module '@likegripe/shared-core' {
  interface LazyLoadedSlices {
    feedFilters: FeedScreenState;
  }
}

const initialState: FeedScreenState = {
  panelOpen: false,
  savedScrollY: null,
  pendingHashtag: null,
  deletedPostIds: [],
};

export const feedFiltersSlice = createSlice({
  name: 'feedFilters',
  initialState,
  reducers: {
    filterPanelToggled(state) {
      state.panelOpen = !state.panelOpen;
    },
    postOpened(state, action: { payload: { scrollY: number } }) {
      state.savedScrollY = action.payload.scrollY;
    },
    scrollRestored(state) {
      state.savedScrollY = null;
    },
    /** Other filters are shown: a position saved in the previous list means nothing in this one. */
    filtersNavigated(state) {
      state.savedScrollY = null;
    },
    pendingHashtagApplied(state) {
      state.pendingHashtag = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bus.hashtagSelected, (state, action) => {
        state.pendingHashtag = normalizeHashtagEntry(action.payload.tag) || null;
        state.panelOpen = true;
        state.savedScrollY = null;
      })
      .addCase(bus.postDeleted, (state, action) => {
        state.deletedPostIds.push(action.payload.postId);
      })
      .addCase(bus.postCreated, (state) => {
        // A new post goes first: the feed opens at the top.
        state.savedScrollY = null;
        state.pendingHashtag = null;
      });
  },
  selectors: {
    selectFilterPanelOpen: (state) => state.panelOpen,
    selectSavedScrollY: (state) => state.savedScrollY,
    selectPendingHashtag: (state) => state.pendingHashtag,
    selectDeletedPostIds: (state) => state.deletedPostIds,
  },
});

const injectedFeedFilters = feedFiltersSlice.injectInto(rootReducer);

export const {
  filterPanelToggled,
  postOpened,
  scrollRestored,
  filtersNavigated,
  pendingHashtagApplied,
} = feedFiltersSlice.actions;

export const {
  selectFilterPanelOpen,
  selectSavedScrollY,
  selectPendingHashtag,
  selectDeletedPostIds,
} = injectedFeedFilters.selectors;
