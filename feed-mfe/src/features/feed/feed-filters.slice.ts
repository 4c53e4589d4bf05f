import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FEED_SORT,
  MAX_FILTER_HASHTAGS,
  bus,
  normalizeHashtagEntry,
  rootReducer,
  type Category,
  type FeedSort,
} from '@likegripe/shared-core';
import type { FeedFilters } from '../../api/feed-post.types';

export interface FeedFiltersState extends FeedFilters {
  panelOpen: boolean;
  /** The window's scroll position when a post was opened from the feed, restored on return. */
  savedScrollY: number | null;
}

declare module '@likegripe/shared-core' {
  interface LazyLoadedSlices {
    feedFilters: FeedFiltersState;
  }
}

const initialState: FeedFiltersState = {
  search: '',
  category: null,
  sort: DEFAULT_FEED_SORT,
  hashtags: [],
  panelOpen: false,
  savedScrollY: null,
};

function withHashtag(state: FeedFiltersState, raw: string) {
  const tag = normalizeHashtagEntry(raw);
  if (!tag || state.hashtags.includes(tag) || state.hashtags.length >= MAX_FILTER_HASHTAGS) return;
  state.hashtags.push(tag);
}

/** The feed's search, filters and sort live in the store so they survive a visit to a post. */
export const feedFiltersSlice = createSlice({
  name: 'feedFilters',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    categoryChanged(state, action: PayloadAction<Category | null>) {
      state.category = action.payload;
    },
    sortChanged(state, action: PayloadAction<FeedSort>) {
      state.sort = action.payload;
    },
    hashtagAdded(state, action: PayloadAction<string>) {
      withHashtag(state, action.payload);
    },
    hashtagRemoved(state, action: PayloadAction<string>) {
      state.hashtags = state.hashtags.filter((tag) => tag !== action.payload);
    },
    filtersCleared(state) {
      Object.assign(state, { search: '', category: null, sort: DEFAULT_FEED_SORT, hashtags: [] });
    },
    filterPanelToggled(state) {
      state.panelOpen = !state.panelOpen;
    },
    postOpened(state, action: PayloadAction<{ scrollY: number }>) {
      state.savedScrollY = action.payload.scrollY;
    },
    scrollRestored(state) {
      state.savedScrollY = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bus.hashtagSelected, (state, action) => {
        withHashtag(state, action.payload.tag);
        state.panelOpen = true;
        state.savedScrollY = null;
      })
      .addCase(bus.postCreated, (state) => {
        // A new post goes first: the feed opens at the top, newest first, unfiltered.
        Object.assign(state, { ...initialState, panelOpen: state.panelOpen });
      });
  },
  selectors: {
    // Only the filters: they are the feed query's cache key, so panel and scroll state stay out.
    selectFeedFilters: createSelector(
      [
        (state: FeedFiltersState) => state.search,
        (state: FeedFiltersState) => state.category,
        (state: FeedFiltersState) => state.sort,
        (state: FeedFiltersState) => state.hashtags,
      ],
      (search, category, sort, hashtags): FeedFilters => ({ search, category, sort, hashtags }),
    ),
    selectFilterPanelOpen: (state) => state.panelOpen,
    selectSavedScrollY: (state) => state.savedScrollY,
  },
});

const injectedFeedFilters = feedFiltersSlice.injectInto(rootReducer);

export const {
  searchChanged,
  categoryChanged,
  sortChanged,
  hashtagAdded,
  hashtagRemoved,
  filtersCleared,
  filterPanelToggled,
  postOpened,
  scrollRestored,
} = feedFiltersSlice.actions;

export const { selectFeedFilters, selectFilterPanelOpen, selectSavedScrollY } =
  injectedFeedFilters.selectors;
