const STEP_KEYS = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const;

/**
 * The index a key moves to in a row (a viewer) or a column (a menu) of `count` items, going round at
 * either end; Home and End jump to the ends; null for any other key or an empty list.
 */
export function indexAfterKey(
  key: string,
  current: number,
  count: number,
  axis: keyof typeof STEP_KEYS,
): number | null {
  if (count <= 0) return null;
  switch (key) {
    case STEP_KEYS[axis].next:
      return (current + 1) % count;
    case STEP_KEYS[axis].previous:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
