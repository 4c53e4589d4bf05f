import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bell, Button, EmptyState, Spinner } from '@likegripe/shared-ui';
import {
  useGetNotificationsQuery,
  useLazyGetCommentPostIdQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../../api/notifications.api';
import { notificationTarget } from '../../lib/notification-feed';
import type { AppNotification } from '../../lib/notification.types';
import { NotificationItem } from './NotificationItem';
import { PanelHeader, PanelList, PanelStatus, PanelTitle } from './NotificationPanel.styles';

interface NotificationPanelProps {
  userId: string;
  /** Called when a notification leads somewhere, so the popover can close. */
  onNavigate?: () => void;
}

/**
 * The notification panel: titled Notifications, Mark all read, and the 20 newest. Memoized: opening
 * and closing the bell re-renders the bell, and the panel's rows need not be drawn again for it.
 */
export const NotificationPanel = memo(function NotificationPanel({
  userId,
  onNavigate,
}: NotificationPanelProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useGetNotificationsQuery(userId);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const [findCommentPost] = useLazyGetCommentPostIdQuery();
  const notifications = data?.notifications ?? [];

  const open = async (notification: AppNotification) => {
    if (!notification.read) void markRead({ id: notification.id, userId });
    const target = notificationTarget(notification);
    if (target.kind === 'path') {
      onNavigate?.();
      void navigate(target.path);
    } else if (target.kind === 'comment') {
      const { data: postId } = await findCommentPost(target.commentId, true);
      if (!postId) return;
      onNavigate?.();
      void navigate(`/post/${postId}`);
    }
  };

  return (
    <>
      <PanelHeader>
        <PanelTitle>Notifications</PanelTitle>
        <Button
          variant="ghost"
          size="sm"
          disabled={(data?.unreadCount ?? 0) === 0}
          onClick={() => void markAllRead(userId)}
        >
          Mark all read
        </Button>
      </PanelHeader>
      {isLoading && (
        <PanelStatus>
          <Spinner label="Loading notifications" />
        </PanelStatus>
      )}
      {!isLoading && notifications.length === 0 && (
        <EmptyState icon={<Bell />} title="No notifications yet" />
      )}
      {notifications.length > 0 && (
        <PanelList>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={(item) => void open(item)} />
            </li>
          ))}
        </PanelList>
      )}
    </>
  );
});
