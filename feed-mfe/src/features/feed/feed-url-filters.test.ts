import type { FeedFilters } from '../../api/feed-post.types';
import {
  NO_FEED_FILTERS,
  filtersFromSearch,
  narrowsFeed,
  searchFromFilters,
  withHashtag,
} from './feed-url-filters';

const filters = (changes: Partial<FeedFilters>): FeedFilters => ({
  ...NO_FEED_FILTERS,
  ...changes,
});

describe('filtersFromSearch', () => {
  it.each<[string, FeedFilters]>([
    ['', NO_FEED_FILTERS],
    ['?', NO_FEED_FILTERS],
    [
      '?q=coffee&category=food&sort=oldest&tags=a,b',
      { search: 'coffee', category: 'food', sort: 'oldest', hashtags: ['a', 'b'] },
    ],
    ['?q=%20flat%20white%20', filters({ search: 'flat white' })],
    ['?q=100%25+off', filters({ search: '100% off' })],
    ['?category=shoes&sort=random', NO_FEED_FILTERS],
    ['?sort=most_discussed', filters({ sort: 'most_discussed' })],
    ['?tags=%23Coffee,coffee,,tea!', filters({ hashtags: ['coffee', 'tea'] })],
    ['?tags=a,b,c,d,e,f,g', filters({ hashtags: ['a', 'b', 'c', 'd', 'e'] })],
    ['?hashtag=Books', filters({ hashtags: ['books'] })],
    ['?tags=a&hashtag=b', filters({ hashtags: ['a', 'b'] })],
  ])('%p asks for %p', (search, expected) => {
    expect(filtersFromSearch(search)).toEqual(expected);
  });
});

describe('searchFromFilters', () => {
  it.each<[FeedFilters, string]>([
    [NO_FEED_FILTERS, ''],
    [filters({ search: '   ' }), ''],
    [
      { search: ' coffee ', category: 'food', sort: 'oldest', hashtags: ['a', 'b'] },
      '?q=coffee&category=food&sort=oldest&tags=a,b',
    ],
    [filters({ search: 'a&b=c #d' }), '?q=a%26b%3Dc%20%23d'],
    [filters({ sort: 'newest', hashtags: ['books'] }), '?tags=books'],
  ])('%p becomes %p', (given, expected) => {
    expect(searchFromFilters(given)).toBe(expected);
  });

  it.each<FeedFilters>([
    filters({ search: 'a&b=c #d ?' }),
    { search: 'ramen', category: 'food', sort: 'most_liked', hashtags: ['x', 'y_1'] },
    filters({ category: 'movies', hashtags: ['a', 'b', 'c', 'd', 'e'] }),
  ])('reads back what it wrote for %p', (given) => {
    expect(filtersFromSearch(searchFromFilters(given))).toEqual(given);
  });
});

describe('withHashtag', () => {
  it('adds a normalised tag, once, up to five', () => {
    expect(withHashtag(NO_FEED_FILTERS, '#Coffee').hashtags).toEqual(['coffee']);
    expect(withHashtag(filters({ hashtags: ['coffee'] }), 'coffee').hashtags).toEqual(['coffee']);
    const five = filters({ hashtags: ['a', 'b', 'c', 'd', 'e'] });
    expect(withHashtag(five, 'f').hashtags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps every other filter', () => {
    const given = filters({ search: 'tea', category: 'food', sort: 'oldest' });
    expect(withHashtag(given, 'green')).toEqual({ ...given, hashtags: ['green'] });
  });
});

describe('narrowsFeed', () => {
  it.each<[Partial<FeedFilters>, boolean]>([
    [{}, false],
    [{ sort: 'oldest' }, false],
    [{ search: '  ' }, false],
    [{ search: 'tea' }, true],
    [{ category: 'books' }, true],
    [{ hashtags: ['a'] }, true],
  ])('%p narrows the feed: %p', (changes, expected) => {
    expect(narrowsFeed(filters(changes))).toBe(expected);
  });
});
