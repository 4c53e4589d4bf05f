import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import type { FeedFilters } from '../../api/feed-post.types';
import {
  filtersNavigated,
  pendingHashtagApplied,
  selectPendingHashtag,
} from './feed-filters.slice';
import { filtersFromSearch, searchFromFilters, withHashtag } from './feed-url-filters';

export interface ShowFiltersOptions {
  /** Replace the current history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

/** The filters the feed shows: the URL's, with a hashtag chosen on another screen added. */
export function useShownFeedFilters(): FeedFilters {
  const { search } = useLocation();
  const pending = useAppSelector(selectPendingHashtag);
  return useMemo(() => {
    const fromUrl = filtersFromSearch(search);
    return pending ? withHashtag(fromUrl, pending) : fromUrl;
  }, [pending, search]);
}

/**
 * The feed's filters, read from the URL, and a way to show other ones: each change is a history
 * entry, so Back returns to the previous filters. A hashtag chosen on another screen counts at once,
 * before it reaches the URL, so the feed never asks for the unfiltered list first.
 */
export function useFeedFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useShownFeedFilters();

  const showFilters = useCallback(
    (next: FeedFilters, options: ShowFiltersOptions = {}) => {
      const nextSearch = searchFromFilters(next);
      if (nextSearch === search) return;
      void navigate({ search: nextSearch }, { replace: options.replace ?? false });
    },
    [navigate, search],
  );

  return { filters, showFilters };
}

/**
 * For the feed page only: writes a hashtag chosen elsewhere into the URL (replacing the bare '/'
 * the other screen went to), and forgets the saved scroll position whenever other filters show.
 */
export function useFeedUrlUpkeep(filters: FeedFilters) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const pending = useAppSelector(selectPendingHashtag);
  useEffect(() => {
    if (!pending) return;
    const wanted = searchFromFilters(filters);
    // Cleared only once the URL holds the tag: the router may update after the store does.
    if (searchFromFilters(filtersFromSearch(search)) === wanted) dispatch(pendingHashtagApplied());
    else void navigate({ search: wanted }, { replace: true });
  }, [dispatch, filters, navigate, pending, search]);

  const shownSearch = useRef(search);
  useEffect(() => {
    if (search === shownSearch.current) return;
    shownSearch.current = search;
    dispatch(filtersNavigated());
  }, [dispatch, search]);
}
