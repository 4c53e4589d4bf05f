import { notificationArrived, notificationChanged, notificationRemoved } from './notification-feed';
import type { AppNotification, NotificationFeed } from './notification.types';

/** A row change as the realtime channel delivers it. */
export interface NotificationChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Partial<AppNotification>;
  old: Partial<AppNotification>;
}

/**
 * Applies a live change to the feed. Returns true when the running unread count cannot follow it:
 * a change to a notification older than the 20 shown whose earlier read state did not come with
 * it. The caller then asks the server for the exact count again.
 */
export function applyLiveChange(feed: NotificationFeed, change: NotificationChange): boolean {
  const id = change.new.id ?? change.old.id;
  if (!id) return false;
  const shown = feed.notifications.some((item) => item.id === id);
  const oldStateKnown = shown || typeof change.old.read === 'boolean';
  if (change.eventType === 'INSERT') {
    notificationArrived(feed, change.new as AppNotification);
    return false;
  }
  if (change.eventType === 'UPDATE') {
    notificationChanged(feed, change.new as AppNotification, change.old);
  } else {
    notificationRemoved(feed, id, change.old);
  }
  return !oldStateKnown;
}
