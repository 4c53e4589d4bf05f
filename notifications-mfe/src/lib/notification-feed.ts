import { MAX_NOTIFICATIONS } from './unread-badge';
import type { AppNotification, NotificationFeed } from './notification.types';

// Pure steps on the bell's notification feed. The unread count is a counter of its own:
// it starts from the server's exact total of unread notifications (not only the 20 shown, so the
// badge can read 99+) and then follows the live changes.

/** The 20 newest and the member's unread total, as counted by the server. */
export function feedFromRows(rows: AppNotification[], unreadTotal: number): NotificationFeed {
  return { notifications: rows.slice(0, MAX_NOTIFICATIONS), unreadCount: unreadTotal };
}

/** A fresh exact count from the server replaces the running one. */
export function unreadCountRefreshed(feed: NotificationFeed, unreadTotal: number): void {
  feed.unreadCount = Math.max(0, unreadTotal);
}

/** A new notification goes to the top and raises the count; one already known changes nothing. */
export function notificationArrived(feed: NotificationFeed, row: AppNotification): void {
  if (feed.notifications.some((known) => known.id === row.id)) return;
  feed.notifications.unshift(row);
  feed.notifications.splice(MAX_NOTIFICATIONS);
  if (!row.read) feed.unreadCount += 1;
}

/**
 * A notification changed elsewhere (or by our own click, echoed back). Marking one read lowers the
 * count once, never below 0: a notification we already show as read is not counted again.
 */
export function notificationChanged(
  feed: NotificationFeed,
  row: AppNotification,
  previous?: Partial<AppNotification>,
): void {
  const known = feed.notifications.find((item) => item.id === row.id);
  const readBefore = known ? known.read : previous?.read;
  if (known) Object.assign(known, row);
  if (readBefore === false && row.read) feed.unreadCount = Math.max(0, feed.unreadCount - 1);
  if (readBefore === true && !row.read) feed.unreadCount += 1;
}

/** A notification was deleted (its content or author went away). */
export function notificationRemoved(
  feed: NotificationFeed,
  id: string,
  previous?: Partial<AppNotification>,
): void {
  const index = feed.notifications.findIndex((item) => item.id === id);
  const [removed] = index < 0 ? [] : feed.notifications.splice(index, 1);
  const wasUnread = removed ? !removed.read : previous?.read === false;
  if (wasUnread) feed.unreadCount = Math.max(0, feed.unreadCount - 1);
}

/** The member opened one: it reads as read at once. */
export function notificationRead(feed: NotificationFeed, id: string): void {
  const known = feed.notifications.find((item) => item.id === id);
  if (!known || known.read) return;
  known.read = true;
  feed.unreadCount = Math.max(0, feed.unreadCount - 1);
}

/** Mark all read: every notification is read and the unread count is zero. */
export function allNotificationsRead(feed: NotificationFeed): void {
  for (const item of feed.notifications) item.read = true;
  feed.unreadCount = 0;
}

/**
 * Where a notification in the panel leads. A follow opens the follower's profile, a post the post;
 * a comment needs its post id first, so it returns the comment id to look up.
 */
export type NotificationTarget =
  { kind: 'path'; path: string } | { kind: 'comment'; commentId: string } | { kind: 'none' };

export function notificationTarget(notification: AppNotification): NotificationTarget {
  const { metadata } = notification;
  if (notification.type === 'follow' && metadata.follower_username) {
    return { kind: 'path', path: `/profile/${encodeURIComponent(metadata.follower_username)}` };
  }
  if (metadata.content_type === 'posts' && metadata.content_id) {
    return { kind: 'path', path: `/post/${metadata.content_id}` };
  }
  if (metadata.content_type === 'comments' && metadata.content_id) {
    return { kind: 'comment', commentId: metadata.content_id };
  }
  return { kind: 'none' };
}
