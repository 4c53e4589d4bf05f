/** A number in [0, 1) from a fixed sequence. */
export type Random = () => number;

/**
 * Mulberry32: the same seed gives the same numbers on every machine, so generated pictures (and the
 * screenshots of them) come out the same everywhere.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
