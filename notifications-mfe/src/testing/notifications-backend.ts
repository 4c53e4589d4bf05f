// The bell's database for its tests, served over HTTP: the member's notifications (the list, the
// exact unread count and the updates that mark them read read the same rows) and the comment a
// comment's notification points at. `hold()` makes every notifications answer wait (a slow network).
import { http } from 'msw';
import { postgrestTable, restUrl } from '@likegripe/tooling/supabase-http';
import type { AppNotification } from '../lib/notification.types';

export function notificationsBackend(rows: AppNotification[], commentPostId = 'p9') {
  const notifications = rows.map((row) => ({ ...row }));
  let held: Promise<void> | null = null;
  const handlers = [
    // Waits while held, then lets the table below answer.
    http.all(restUrl('notifications'), async () => {
      await held;
    }),
    postgrestTable('notifications', notifications),
    postgrestTable('comments', [{ id: 'c1', post_id: commentPostId }]),
  ];
  /** Holds every notifications answer until the returned function is called. */
  const hold = () => {
    let release: () => void = () => undefined;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  return { handlers, notifications, hold };
}
