import type { Scale } from './bench-stack.ts';

/** The full benchmark data size, and a small one for developing the bench itself (`--quick`). */
export function scaleFor(quick: boolean): Scale {
  return quick ? { posts: 2_000, comments: 20_000 } : { posts: 100_000, comments: 1_000_000 };
}

/** The scale section's comments per post (the latency section's data has ten). */
export const SWEEP_COMMENTS_PER_POST = 5;

/** The scale section's post counts; `--quick` is a small sweep for developing it. */
export function sweepPostCounts(quick: boolean): number[] {
  return quick ? [2_000, 10_000] : [10_000, 100_000, 1_000_000];
}

export function sweepScale(posts: number): Scale {
  return { posts, comments: posts * SWEEP_COMMENTS_PER_POST };
}
