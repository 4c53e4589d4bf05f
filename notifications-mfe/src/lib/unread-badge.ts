export const MAX_NOTIFICATIONS = 20;
export const MAX_BADGE_COUNT = 99;

/** The bell's badge: nothing without unread items, the count up to 99, then '99+'. */
export function unreadBadgeText(count: number): string {
  if (!(count > 0)) return '';
  if (count > MAX_BADGE_COUNT) return `${MAX_BADGE_COUNT}+`;
  return String(Math.floor(count));
}
