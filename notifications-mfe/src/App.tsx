import { selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { EmptyState, Bell } from '@likegripe/shared-ui';
import { NotificationPanel } from './features/notifications/NotificationPanel';

/** The notifications remote on its own: the panel the bell's popover shows, for standalone work. */
export default function App() {
  const user = useAppSelector(selectSessionUser);
  if (!user) return <EmptyState icon={<Bell />} title="Sign in to see your notifications" />;
  return (
    <section aria-label="Notifications">
      <NotificationPanel userId={user.id} />
    </section>
  );
}
