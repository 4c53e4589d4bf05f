import type { UnknownAction } from '@reduxjs/toolkit';
import { Chip } from '@likegripe/shared-ui';
import {
  DEFAULT_FEED_SORT,
  categoryLabel,
  feedSortLabel,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import {
  categoryChanged,
  filtersCleared,
  hashtagRemoved,
  searchChanged,
  selectFeedFilters,
  sortChanged,
} from './feed-filters.slice';
import { ActiveFilterRow, ClearFiltersButton } from './FilterPanel.styles';

/** Every active filter as a removable chip, plus a way to clear them all. */
export function ActiveFilters() {
  const dispatch = useAppDispatch();
  const { search, category, sort, hashtags } = useAppSelector(selectFeedFilters);
  const chips: { key: string; label: string; remove: () => UnknownAction }[] = [];
  if (search.trim()) {
    chips.push({
      key: 'search',
      label: `Search: ${search.trim()}`,
      remove: () => searchChanged(''),
    });
  }
  if (category) {
    chips.push({
      key: 'category',
      label: categoryLabel(category),
      remove: () => categoryChanged(null),
    });
  }
  if (sort !== DEFAULT_FEED_SORT) {
    chips.push({
      key: 'sort',
      label: `Sort: ${feedSortLabel(sort)}`,
      remove: () => sortChanged(DEFAULT_FEED_SORT),
    });
  }
  for (const tag of hashtags) {
    chips.push({ key: `tag-${tag}`, label: `#${tag}`, remove: () => hashtagRemoved(tag) });
  }

  if (chips.length === 0) return null;
  return (
    <ActiveFilterRow aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.label} onRemove={() => dispatch(chip.remove())} />
      ))}
      {chips.length > 1 && (
        <ClearFiltersButton type="button" onClick={() => dispatch(filtersCleared())}>
          Clear all
        </ClearFiltersButton>
      )}
    </ActiveFilterRow>
  );
}
