/** Counts events in fixed windows; `take()` says whether one more still fits in the current window. */
export class RateWindowCounter {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private roll(now: number): void {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
  }

  take(now = Date.now()): boolean {
    this.roll(now);
    this.count += 1;
    return this.count <= this.limit;
  }

  /** Takes `count` at once, or nothing when they do not all fit. */
  takeAll(count: number, now = Date.now()): boolean {
    this.roll(now);
    if (this.count + count > this.limit) return false;
    this.count += count;
    return true;
  }
}
