/** The item at `index`, wrapping around: spreads requests over a list of ids or clients. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle: the list is empty');
  return item;
}
