const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type DateInput = Date | string | number;

/** 'Just now' under 60 s, then whole minutes, hours and days ago (rounded down). */
export function formatRelativeTime(date: DateInput, now: DateInput = new Date()): string {
  const elapsedMs = new Date(now).getTime() - new Date(date).getTime();
  // Clock skew can put a fresh row slightly in the future; that is still 'Just now'.
  if (!(elapsedMs >= MINUTE_MS)) return 'Just now';
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}m ago`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}h ago`;
  return `${Math.floor(elapsedMs / DAY_MS)}d ago`;
}
