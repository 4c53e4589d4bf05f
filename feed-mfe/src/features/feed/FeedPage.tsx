import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MentionedMembersProvider, useAppSelector, usePageSettled } from '@likegripe/shared-core';
import { useGetFeedInfiniteQuery } from '../../api/feed.api';
import { ActiveFilters } from './ActiveFilters';
import { useFeedFilters, useFeedUrlUpkeep } from './feed-filters.hook';
import { selectFilterPanelOpen } from './feed-filters.slice';
import { startFeedListeners } from './feed.listeners';
import { NO_FEED_FILTERS, narrowsFeed } from './feed-url-filters';
import { FeedHero } from './FeedHero';
import { FILTER_PANEL_ID } from './filter-panel-id';
import { FeedList } from './FeedList';
import { FeedLoadError } from './FeedLoadError';
import { FeedSection } from './FeedPage.styles';
import { FilterPanelOnDemand } from './filter-panel-on-demand';
import { usePageShortcuts } from './keyboard/page-shortcuts.hook';
import { loadOnDemand } from './load-on-demand';

startFeedListeners();

// Loaded when first opened, not with the page: it does not show on arrival, and the home page's
// first load has a budget.
const ShortcutsDialog = loadOnDemand(() =>
  import('./keyboard/ShortcutsDialog').then((module) => module.ShortcutsDialog),
);

/**
 * Cards read this recently are shown as they are when the list mounts; older ones are read again.
 * The first screen's page, read before the first render (App's prepareScreen), is not read twice.
 */
const REREAD_ON_MOUNT_AFTER_SECONDS = 10;

/** The home feed: hero, search and filters, then the cards. The filters come from the URL. */
export function FeedPage() {
  const { filters, showFilters } = useFeedFilters();
  useFeedUrlUpkeep(filters);
  const panelOpen = useAppSelector(selectFilterPanelOpen);
  // Once the first screen has settled the panel is drawn, hidden, so the tap on Filters only shows
  // it instead of drawing it.
  const panelDrawnAhead = usePageSettled();
  const { searchRef, shortcutsOpen, closeShortcuts } = usePageShortcuts();
  // From its first opening on the dialog stays mounted: closing it is then the dialog's own close,
  // which gives the focus back.
  const [shortcutsLoaded, setShortcutsLoaded] = useState(false);
  if (shortcutsOpen && !shortcutsLoaded) setShortcutsLoaded(true);
  const {
    currentData,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    error,
    isFetching,
    refetch,
  } = useGetFeedInfiniteQuery(filters, {
    refetchOnMountOrArgChange: REREAD_ON_MOUNT_AFTER_SECONDS,
  });

  useEffect(() => {
    if (error) console.error('Failed to load posts', error);
  }, [error]);

  // The cards render in a background render that React splits into short slices, instead of one
  // long task when a page arrives (which Total Blocking Time counts). The list's props are deferred
  // together so it never shows new pages with an old 'loading more' state or the other way round.
  const listState = useMemo(
    () => ({ pages: currentData?.pages, hasNextPage, isFetchingNextPage }),
    [currentData?.pages, hasNextPage, isFetchingNextPage],
  );
  const list = useDeferredValue(listState);

  // The list is drawn from the deferred pages, so it can ask for "the next page" while a page behind
  // (the next one already arrived or is on its way): fetch only for a list drawn from every page
  // there is, with none on its way. Layout effect: up to date before the sentinel's observer reports.
  const live = useRef({ pages: 0, hasNextPage, isFetchingNextPage });
  useLayoutEffect(() => {
    live.current = { pages: currentData?.pages.length ?? 0, hasNextPage, isFetchingNextPage };
  });
  const fetchPageAfter = useCallback(
    (drawnPages: number) => {
      const now = live.current;
      if (now.hasNextPage && !now.isFetchingNextPage && drawnPages === now.pages) {
        now.isFetchingNextPage = true; // Until the next render says so too.
        void fetchNextPage();
      }
    },
    [fetchNextPage],
  );

  return (
    // The cards' @mentions of members become links: one lookup for the cards of each new page.
    <MentionedMembersProvider>
      <FeedSection aria-label="Reviews">
        <FeedHero searchRef={searchRef} />
        {(panelOpen || panelDrawnAhead) && (
          <FilterPanelOnDemand
            shown={panelOpen}
            // While its code loads, the Filters button's aria-controls still names an element.
            fallback={<div id={FILTER_PANEL_ID} aria-busy="true" hidden={!panelOpen} />}
          />
        )}
        <ActiveFilters />
        {/* A failed load is not an empty feed; it says so and offers Retry. */}
        {error && !currentData ? (
          <FeedLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <FeedList
            pages={list.pages}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={fetchPageAfter}
            narrowed={narrowsFeed(filters)}
            onClearFilters={() => showFilters(NO_FEED_FILTERS)}
          />
        )}
        {shortcutsLoaded && <ShortcutsDialog open={shortcutsOpen} onClose={closeShortcuts} />}
      </FeedSection>
    </MentionedMembersProvider>
  );
}
