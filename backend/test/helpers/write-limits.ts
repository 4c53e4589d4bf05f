import type { TestStack } from './test-stack.ts';

/**
 * Turns every write limit off on this stack (null is "no limit"), as an operator would with the
 * service role: load and soak runs write far faster than any member is allowed to.
 */
export async function liftWriteLimits(stack: TestStack): Promise<void> {
  await stack.pool.query(
    `update public.write_limits set posts_per_day = null, comments_per_hour = null,
       mentions_per_post = null, mentions_per_day = null, follows_per_hour = null,
       reports_per_day = null`,
  );
}
