import { NotificationBell } from './features/notifications/NotificationBell';

/** The header widget the shell mounts for signed-in members. */
export default function Bell() {
  return <NotificationBell />;
}
