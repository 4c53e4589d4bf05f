// The CPU slowdown that makes this machine behave like the phone Lighthouse's mobile preset means,
// from Lighthouse's own benchmarkIndex. Lighthouse's throttling docs point to its CPU slowdown
// calculator, which maps the index linearly between its calibration points: 150 -> 1×, 800 -> 2×,
// 1300 -> 3×, then one more × for every 233 (1533 -> 4×, the default's high-end desktop).

/** The multiplier for a machine of this benchmarkIndex; at least 1 (a slower host is not sped up). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No benchmarkIndex to calibrate from (${benchmarkIndex})`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** How many times the page's CPU time is the bare page's, as the row prints it. */
export function ratioTo(value: number, baseline: number): number {
  if (!(baseline > 0)) return Number.NaN;
  return value / baseline;
}
