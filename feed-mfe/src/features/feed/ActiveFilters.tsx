import { startTransition, useOptimistic } from 'react';
import { Chip } from '@likegripe/shared-ui';
import { categoryLabel } from '@likegripe/shared-core';
import { DEFAULT_FEED_SORT, feedSortLabel } from './feed-sort-options';
import type { FeedFilters } from '../../api/feed-post.types';
import { useFeedFilters } from './feed-filters.hook';
import { NO_FEED_FILTERS } from './feed-url-filters';
import { ActiveFilterRow, ClearFiltersButton } from './ActiveFilters.styles';

interface ActiveChip {
  key: string;
  label: string;
  /** The filters once this chip is removed. */
  without: FeedFilters;
}

function activeChips(filters: FeedFilters): ActiveChip[] {
  const { search, category, sort, hashtags } = filters;
  const chips: ActiveChip[] = [];
  if (search.trim()) {
    chips.push({
      key: 'search',
      label: `Search: ${search.trim()}`,
      without: { ...filters, search: '' },
    });
  }
  if (category) {
    chips.push({
      key: 'category',
      label: categoryLabel(category),
      without: { ...filters, category: null },
    });
  }
  if (sort !== DEFAULT_FEED_SORT) {
    chips.push({
      key: 'sort',
      label: `Sort: ${feedSortLabel(sort)}`,
      without: { ...filters, sort: DEFAULT_FEED_SORT },
    });
  }
  for (const tag of hashtags) {
    chips.push({
      key: `tag-${tag}`,
      label: `#${tag}`,
      without: { ...filters, hashtags: hashtags.filter((other) => other !== tag) },
    });
  }
  return chips;
}

/** Every active filter as a removable chip, plus a way to clear them all. */
export function ActiveFilters() {
  const { filters, showFilters } = useFeedFilters();
  // A removal changes the address, which the router renders as a transition, with the whole feed
  // under the new filters; meanwhile the chips already show the filters the tap asked for.
  const [shownFilters, showAtOnce] = useOptimistic(filters);
  const show = (next: FeedFilters) =>
    startTransition(() => {
      showAtOnce(next);
      showFilters(next);
    });
  const chips = activeChips(shownFilters);
  if (chips.length === 0) return null;
  return (
    <ActiveFilterRow aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.label} onRemove={() => show(chip.without)} />
      ))}
      {chips.length > 1 && (
        <ClearFiltersButton type="button" onClick={() => show(NO_FEED_FILTERS)}>
          Clear all
        </ClearFiltersButton>
      )}
    </ActiveFilterRow>
  );
}
