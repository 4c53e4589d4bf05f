import { Search, SlidersHorizontal } from '@likegripe/shared-ui';
import {
  FiltersButton,
  HeroTagline,
  HeroTitle,
  SearchBox,
  SearchInput,
  SearchRow,
} from './FeedPage.styles';

/** The hero title, tagline, search box and the Filters toggle. */
export function FeedHero() {
  return (
    <header>
      <HeroTitle>Like and Gripe</HeroTitle>
      <HeroTagline>Share your thoughts, get honest feedback from the community</HeroTagline>
      <SearchRow>
        <SearchBox>
          <Search aria-hidden="true" />
          <SearchInput type="search" placeholder="Search reviews..." aria-label="Search reviews" />
        </SearchBox>
        <FiltersButton type="button" aria-expanded={false}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </FiltersButton>
      </SearchRow>
    </header>
  );
}
