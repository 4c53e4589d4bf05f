/** The comment total a card shows: likes plus gripes. */
export function commentTotal(likes: number, gripes: number): number {
  return likes + gripes;
}

/**
 * What the comment total counts, said after its number: every like and gripe, bare reactions
 * included, and no question ('19 likes and gripes', '1 like or gripe').
 */
export function commentTotalWords(total: number): string {
  return total === 1 ? 'like or gripe' : 'likes and gripes';
}
