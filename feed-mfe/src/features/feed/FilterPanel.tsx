import { Select } from '@likegripe/shared-ui';
import { CATEGORIES, isCategory } from '@likegripe/shared-core';
import { FEED_SORT_OPTIONS, isFeedSort } from './feed-sort-options';
import { FEED_COUNT_CAP, useGetFeedCountQuery } from '../../api/feed-count.api';
import { useFeedFilters } from './feed-filters.hook';
import { FILTER_PANEL_ID } from './filter-panel-id';
import { HashtagFilter } from './HashtagFilter';
import { FilterControls, FilterPanelRoot, ResultCount } from './FilterPanel.styles';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...CATEGORIES.map(({ value, label }) => ({ value, label })),
];
const SORT_OPTIONS = FEED_SORT_OPTIONS.map(({ value, label }) => ({ value, label }));

/**
 * 'N review(s) found', or '100+ reviews found' when the count stopped at its cap. The numbers stay
 * below 1,000, so they need no thousands separator, and the panel's first render makes no Intl
 * formatter (a page's first one loads ICU's locale data, tens of milliseconds on a phone).
 */
export function reviewsFoundText(total: number): string {
  if (total > FEED_COUNT_CAP) return `${FEED_COUNT_CAP}+ reviews found`;
  return `${total} ${total === 1 ? 'review' : 'reviews'} found`;
}

/**
 * The result count, Category and Sort selects and the hashtag filter. The count is its own
 * request, made only while this panel is shown; until it answers (or if it fails) the line stays
 * blank at its full height, so nothing below it moves. Drawn ahead with `shown` false, it waits
 * hidden, and opening it only shows it.
 */
export function FilterPanel({ shown = true }: { shown?: boolean }) {
  const { filters, showFilters } = useFeedFilters();
  const { search, category, hashtags, sort } = filters;
  const { currentData: total } = useGetFeedCountQuery(
    { search, category, hashtags },
    { skip: !shown },
  );
  return (
    <FilterPanelRoot id={FILTER_PANEL_ID} aria-label="Filters" hidden={!shown}>
      <ResultCount role="status">
        {total === undefined ? '\u00a0' : reviewsFoundText(total)}
      </ResultCount>
      <FilterControls>
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            showFilters({ ...filters, category: isCategory(value) ? value : null });
          }}
        />
        <Select
          label="Sort"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => {
            const { value } = event.target;
            if (isFeedSort(value)) showFilters({ ...filters, sort: value });
          }}
        />
        <HashtagFilter />
      </FilterControls>
    </FilterPanelRoot>
  );
}
