import { contractMismatch } from './contract-check';
import { selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { EmptyState, Bell, RemoteUnavailable } from '@likegripe/shared-ui';
import { NotificationPanel } from './features/notifications/NotificationPanel';

/** The notifications remote on its own: the panel the bell's popover shows, for standalone work. */
export default function App() {
  const user = useAppSelector(selectSessionUser);
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  if (!user) return <EmptyState icon={<Bell />} title="Sign in to see your notifications" />;
  return (
    <section aria-label="Notifications">
      <NotificationPanel userId={user.id} />
    </section>
  );
}
