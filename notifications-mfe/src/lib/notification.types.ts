import type { Database } from '@likegripe/shared-core';

/** A notification row. */
export type AppNotification = Database['public']['Tables']['notifications']['Row'];

/** What the bell shows: the newest notifications and how many are unread. */
export interface NotificationFeed {
  notifications: AppNotification[];
  unreadCount: number;
}
