export const CATEGORIES = [
  { value: 'technology', label: 'Technology' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'food', label: 'Food & Restaurants' },
  { value: 'travel', label: 'Travel' },
  { value: 'books', label: 'Books' },
  { value: 'movies', label: 'Movies & TV' },
  { value: 'products', label: 'Products' },
  { value: 'services', label: 'Services' },
  { value: 'other', label: 'Other' },
] as const;

export type Category = (typeof CATEGORIES)[number]['value'];

export function isCategory(value: unknown): value is Category {
  return CATEGORIES.some((category) => category.value === value);
}

/** The display label; a value outside the list (the database does not enforce it) shows as stored. */
export function categoryLabel(value: string): string {
  return CATEGORIES.find((category) => category.value === value)?.label ?? value;
}
