/** Counts events per key in a fixed window; enough for one local process. */
export class WindowRateLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records one event for `key`; false when the limit for the current window is used up. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.hits.set(key, { windowStart: now, count: 1 });
      return this.limit >= 1;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }
}
