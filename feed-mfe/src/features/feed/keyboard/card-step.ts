/** Where j or k moves the focus: to a card, or nowhere yet because more cards are on their way. */
export type CardStep = { kind: 'focus'; index: number } | { kind: 'wait-for-more' };

/**
 * The card after (`next`) or before (`previous`) the focused one among `count` drawn cards;
 * `current` is -1 when no card has the focus. Past the last card it waits while more cards can
 * come (the reader is scrolling down a long feed), and wraps to the first only at the real end.
 * Before the first card it wraps to the last.
 */
export function stepCard(
  current: number,
  count: number,
  direction: 'next' | 'previous',
  moreToCome: boolean,
): CardStep | null {
  if (count === 0) return null;
  if (direction === 'previous') {
    return { kind: 'focus', index: current <= 0 ? count - 1 : Math.min(current, count) - 1 };
  }
  if (current + 1 < count) return { kind: 'focus', index: current + 1 };
  return moreToCome ? { kind: 'wait-for-more' } : { kind: 'focus', index: 0 };
}
