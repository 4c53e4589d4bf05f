import type { RefObject } from 'react';
import { Search, SlidersHorizontal } from '@likegripe/shared-ui';
import { useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { filterPanelToggled, selectFilterPanelOpen } from './feed-filters.slice';
import { FILTER_PANEL_ID } from './filter-panel-id';
import { FilterPanelOnDemand } from './filter-panel-on-demand';
import {
  FiltersButton,
  HeroTagline,
  HeroTitle,
  SearchBox,
  SearchInput,
  SearchRow,
} from './FeedPage.styles';
import { useSearchBox } from './search-box.hook';

/** The hero title, tagline, search box and the Filters toggle. */
export function FeedHero({ searchRef }: { searchRef?: RefObject<HTMLInputElement | null> }) {
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector(selectFilterPanelOpen);
  const [text, setText] = useSearchBox();
  return (
    <header>
      <HeroTitle>Like and Gripe</HeroTitle>
      <HeroTagline>Share your thoughts, get honest feedback from the community</HeroTagline>
      <SearchRow role="search">
        <SearchBox>
          <Search aria-hidden="true" />
          <SearchInput
            ref={searchRef}
            type="search"
            placeholder="Search reviews..."
            aria-label="Search reviews"
            aria-keyshortcuts="/"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </SearchBox>
        <FiltersButton
          type="button"
          aria-expanded={panelOpen}
          aria-controls={FILTER_PANEL_ID}
          data-active={panelOpen}
          onClick={() => dispatch(filterPanelToggled())}
          // The panel is drawn once the page settles (FeedPage); its code is asked for sooner when
          // a tap is coming, for a member who taps before that.
          onPointerDown={FilterPanelOnDemand.preload}
          onPointerEnter={FilterPanelOnDemand.preload}
          onFocus={FilterPanelOnDemand.preload}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </FiltersButton>
      </SearchRow>
    </header>
  );
}
