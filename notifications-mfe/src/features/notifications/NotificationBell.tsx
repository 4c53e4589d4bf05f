import { useCallback, useDeferredValue, useState } from 'react';
import { Badge, Bell, Popover } from '@likegripe/shared-ui';
import { selectSessionUser, useAppSelector, useIdleMoment } from '@likegripe/shared-core';
import { unreadBadgeText } from '../../lib/unread-badge';
import { useGetNotificationsQuery } from '../../api/notifications.api';
import { NotificationPanel } from './NotificationPanel';
import { BellAnchor, BellButton } from './NotificationBell.styles';

// The badge's text is in the name as it shows (not in parentheses, which name checks skip), so
// voice control users can say what they see.
function bellLabel(unread: number) {
  return unread > 0 ? `Notifications, ${unreadBadgeText(unread)} unread` : 'Notifications';
}

/**
 * The notification panel's bell with its unread badge, opening the member's notifications. The
 * panel is drawn hidden at the page's first idle moment once the notifications are there, so a
 * click only shows it: drawn on the click, its rows and its first styles took about 75 ms on a
 * phone-speed CPU, and the new styles made the browser restyle the whole page. Drawn before the
 * notifications came, its render met their arrival, and React drew it all again in one task of
 * about 100 ms on that CPU. Their arrival is a store change, which React renders synchronously, so
 * the panel follows it as a deferred value: drawn in a background render of its own, in slices.
 */
export function NotificationBell() {
  const user = useAppSelector(selectSessionUser);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelDrawnAhead = useIdleMoment();
  const { data } = useGetNotificationsQuery(user?.id ?? '', { skip: !user });
  const notificationsHere = useDeferredValue(data !== undefined);
  if (!user) return null;
  const unread = data?.unreadCount ?? 0;
  return (
    <BellAnchor>
      <Popover
        label="Notifications"
        open={open}
        onOpenChange={setOpen}
        keepMounted={panelDrawnAhead && notificationsHere}
        trigger={
          <BellButton label={bellLabel(unread)} icon={<Bell />}>
            <Badge count={unread} floating formatCount={unreadBadgeText} />
          </BellButton>
        }
      >
        <NotificationPanel userId={user.id} onNavigate={close} />
      </Popover>
    </BellAnchor>
  );
}
