export type CardTheme = 'like' | 'gripe' | 'neutral';

/**
 * Like-themed when likes are more than 60% of likes plus gripes, gripe-themed under 40%, otherwise
 * (and with no reactions) neutral. Compared in integers so 3 of 5 is exactly 0.6, not a float near it.
 */
export function cardTheme(likes: number, gripes: number): CardTheme {
  const total = likes + gripes;
  if (total <= 0) return 'neutral';
  if (likes * 5 > total * 3) return 'like';
  if (likes * 5 < total * 2) return 'gripe';
  return 'neutral';
}
