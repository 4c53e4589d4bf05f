import { Flag, Heart, MessageCircle, Users } from '@likegripe/shared-ui';
import { formatRelativeTime } from '@likegripe/shared-core';
import type { AppNotification } from '../../lib/notification.types';
import {
  ItemBody,
  ItemButton,
  ItemIcon,
  ItemMessage,
  ItemTime,
  ItemTitle,
  UnreadDot,
} from './NotificationItem.styles';

const icons = {
  follow: <Users />,
  like: <Heart />,
  comment: <MessageCircle />,
  mention: <span>@</span>,
  moderation: <Flag />,
};

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/** One notification; unread ones stand out until opened. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { type, title, message, read, created_at: createdAt } = notification;
  return (
    <ItemButton type="button" data-read={read} onClick={() => onOpen(notification)}>
      <ItemIcon aria-hidden="true" data-type={type}>
        {icons[type]}
      </ItemIcon>
      <ItemBody>
        <ItemTitle>
          {title}
          {!read && <UnreadDot aria-label="unread" role="img" />}
        </ItemTitle>
        <ItemMessage>{message}</ItemMessage>
        <ItemTime dateTime={createdAt}>{formatRelativeTime(createdAt)}</ItemTime>
      </ItemBody>
    </ItemButton>
  );
}
