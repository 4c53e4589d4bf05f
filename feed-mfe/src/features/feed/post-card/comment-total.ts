/** The comment total a card shows: likes plus gripes. */
export function commentTotal(likes: number, gripes: number): number {
  return likes + gripes;
}
