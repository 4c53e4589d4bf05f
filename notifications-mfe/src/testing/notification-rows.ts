import type { AppNotification } from '../lib/notification.types';

/** A notification row for tests; unread, a follow by default. */
export function notificationRow(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    user_id: 'u1',
    type: 'follow',
    title: 'New follower',
    message: 'Bob started following you',
    read: false,
    metadata: { follower_username: 'bob' },
    created_at: '2026-11-22T09:00:00Z',
    ...overrides,
  };
}
