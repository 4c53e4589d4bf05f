import { isCategory, normalizeHashtagEntry } from '@likegripe/shared-core';
import { DEFAULT_FEED_SORT, isFeedSort } from './feed-sort-options';
import { MAX_FILTER_HASHTAGS } from './feed-limits';
import type { FeedFilters } from '../../api/feed-post.types';

/** The feed with no search, no filter and the default sort: '/' with no query. */
export const NO_FEED_FILTERS: FeedFilters = {
  search: '',
  category: null,
  sort: DEFAULT_FEED_SORT,
  hashtags: [],
};

/** The hashtags a filter may hold: normalised, without duplicates or empties, at most five. */
function filterHashtags(raw: readonly string[]): string[] {
  const tags: string[] = [];
  for (const entry of raw) {
    const tag = normalizeHashtagEntry(entry);
    if (tag && !tags.includes(tag) && tags.length < MAX_FILTER_HASHTAGS) tags.push(tag);
  }
  return tags;
}

/**
 * The filters a feed URL such as '?q=coffee&category=food&sort=oldest&tags=a,b' asks for. Anything
 * unknown or malformed falls back to no filter, so a hand-edited link still opens a feed. A
 * `hashtag` parameter (an older link) counts as one more tag.
 */
export function filtersFromSearch(search: string): FeedFilters {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const sort = params.get('sort');
  const tags = [...(params.get('tags')?.split(',') ?? []), ...params.getAll('hashtag')];
  return {
    search: params.get('q')?.trim() ?? '',
    category: isCategory(category) ? category : null,
    sort: isFeedSort(sort) ? sort : DEFAULT_FEED_SORT,
    hashtags: filterHashtags(tags),
  };
}

/**
 * The query string ('' or '?…') for these filters, in a fixed order and without defaults. Hashtags
 * are word characters only, so the list keeps its readable commas.
 */
export function searchFromFilters({ search, category, sort, hashtags }: FeedFilters): string {
  const parts: string[] = [];
  const words = search.trim();
  if (words) parts.push(`q=${encodeURIComponent(words)}`);
  if (category) parts.push(`category=${category}`);
  if (sort !== DEFAULT_FEED_SORT) parts.push(`sort=${sort}`);
  const tags = filterHashtags(hashtags);
  if (tags.length > 0) parts.push(`tags=${tags.join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** These filters with one more hashtag; unchanged when it is already there or five are chosen. */
export function withHashtag(filters: FeedFilters, raw: string): FeedFilters {
  return { ...filters, hashtags: filterHashtags([...filters.hashtags, raw]) };
}

/** Whether the filters narrow the feed (the sort only orders it). */
export function narrowsFeed({ search, category, hashtags }: FeedFilters): boolean {
  return search.trim() !== '' || category !== null || hashtags.length > 0;
}
