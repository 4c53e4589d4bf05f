import { EmptyState, Bell } from '@likegripe/shared-ui';

/** The list of the member's newest notifications. */
export function NotificationList() {
  return (
    <section aria-label="Notifications">
      <EmptyState
        icon={<Bell aria-hidden="true" />}
        title="Notifications"
        message="No notifications yet"
      />
    </section>
  );
}
