import type { FeedSort } from '@likegripe/shared-core';

type SortColumn = 'created_at' | 'like_count' | 'gripe_count' | 'discussion_count' | 'id';

/**
 * The server-side order of each sort over the whole feed (not within a page). Each matches an
 * index on posts; created_at and id break ties so paging is stable.
 */
export function feedOrder(sort: FeedSort): { column: SortColumn; ascending: boolean }[] {
  const newestFirst = [
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: false },
  ] as const;
  switch (sort) {
    case 'oldest':
      return [
        { column: 'created_at', ascending: true },
        { column: 'id', ascending: true },
      ];
    case 'most_liked':
      return [{ column: 'like_count', ascending: false }, ...newestFirst];
    case 'most_griped':
      return [{ column: 'gripe_count', ascending: false }, ...newestFirst];
    case 'most_discussed':
      return [{ column: 'discussion_count', ascending: false }, ...newestFirst];
    default:
      return [...newestFirst];
  }
}

/**
 * The PostgREST `or` filter for a case-insensitive partial match on title or description. LIKE
 * wildcards in the search are matched literally, and the value is quoted so commas and brackets
 * cannot break the filter syntax.
 */
export function searchFilter(search: string): string | null {
  const words = search.trim();
  if (!words) return null;
  const pattern = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
  const quoted = `"${pattern.replace(/["\\]/g, '\\$&')}"`;
  return `title.ilike.${quoted},description.ilike.${quoted}`;
}

/** The filter methods of a supabase-js query that the feed uses (each returns the query itself). */
interface FilterableQuery<Query> {
  or(filters: string): Query;
  eq(column: 'category', value: string): Query;
  overlaps(column: 'hashtags', value: string[]): Query;
}

/** What narrows the feed: search, category and hashtags. The sort orders it but never narrows it. */
export interface FeedNarrowing {
  search: string;
  category: string | null;
  hashtags: string[];
}

/**
 * The filters of a page of cards read from feed_cards. search_feed_cards and feed_card_count (the
 * Filters panel's count) narrow the same way in SQL, so 'N reviews found' counts what the list shows.
 */
export function withFeedFilters<Query extends FilterableQuery<Query>>(
  query: Query,
  { search, category, hashtags }: FeedNarrowing,
): Query {
  let filtered = query;
  const searchOr = searchFilter(search);
  if (searchOr) filtered = filtered.or(searchOr);
  if (category) filtered = filtered.eq('category', category);
  if (hashtags.length > 0) filtered = filtered.overlaps('hashtags', hashtags);
  return filtered;
}
