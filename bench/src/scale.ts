import type { Scale } from './bench-stack.ts';

/** The full benchmark data size, and a small one for developing the bench itself (`--quick`). */
export function scaleFor(quick: boolean): Scale {
  return quick ? { posts: 2_000, comments: 20_000 } : { posts: 100_000, comments: 1_000_000 };
}
