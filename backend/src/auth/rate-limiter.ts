import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Counts events per key in a fixed window, in memory (one local process). Keys expire with their window,
 * so random IPs or addresses cannot grow it without bound. A limit of 0 turns the limiter off.
 */
export class WindowRateLimiter {
  private readonly limiter: RateLimiterMemory | undefined;

  constructor(
    private readonly limit: number,
    windowMs: number,
  ) {
    this.limiter =
      limit > 0
        ? new RateLimiterMemory({
            points: limit,
            duration: Math.max(1, Math.ceil(windowMs / 1000)),
          })
        : undefined;
  }

  /** Records one event for `key`; false when the limit for the current window is used up. */
  async take(key: string): Promise<boolean> {
    if (!this.limiter) return true;
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** Records one event for `key` and answers how many it has in the current window (0 when off). */
  async count(key: string): Promise<number> {
    if (!this.limiter) return 0;
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
      throw rejection;
    }
  }

  /** Takes back one event of `key`, as if it had not happened. */
  async giveBack(key: string): Promise<void> {
    await this.limiter?.reward(key, 1);
  }

  /** True when `key` has used up its window without recording anything. */
  async isExhausted(key: string): Promise<boolean> {
    if (!this.limiter) return false;
    const used = await this.limiter.get(key);
    return (used?.consumedPoints ?? 0) >= this.limit;
  }

  async forget(key: string): Promise<void> {
    await this.limiter?.delete(key);
  }
}
