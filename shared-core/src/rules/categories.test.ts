import { CATEGORIES, categoryLabel, isCategory } from './categories';

describe('categories', () => {
  it('lists the nine categories in the spec order', () => {
    expect(CATEGORIES.map((category) => category.value)).toEqual([
      'technology',
      'entertainment',
      'food',
      'travel',
      'books',
      'movies',
      'products',
      'services',
      'other',
    ]);
  });

  it.each([
    ['technology', 'Technology'],
    ['entertainment', 'Entertainment'],
    ['food', 'Food & Restaurants'],
    ['travel', 'Travel'],
    ['books', 'Books'],
    ['movies', 'Movies & TV'],
    ['products', 'Products'],
    ['services', 'Services'],
    ['other', 'Other'],
    ['gardening', 'gardening'],
    ['', ''],
  ])('categoryLabel(%p) → %p', (value, expected) => {
    expect(categoryLabel(value)).toBe(expected);
  });

  it.each([
    ['food', true],
    ['Food', false],
    ['gardening', false],
    [undefined, false],
  ])('isCategory(%p) → %p', (value, expected) => {
    expect(isCategory(value)).toBe(expected);
  });
});
