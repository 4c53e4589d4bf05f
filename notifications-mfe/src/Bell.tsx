import { contractMismatch } from './contract-check';
import { NotificationBell } from './features/notifications/NotificationBell';

/**
 * The header widget the shell mounts for signed-in members. With an incompatible shell it shows
 * nothing (the mismatch is logged): the header has no room for a notice.
 */
export default function Bell() {
  if (contractMismatch) return null;
  return <NotificationBell />;
}
