import { useParams } from 'react-router-dom';
import { EmptyState, Users } from '@likegripe/shared-ui';

/** Spec §2 Profile screen. */
export function ProfilePage() {
  const { username = '' } = useParams();
  return (
    <EmptyState
      icon={<Users aria-hidden="true" />}
      title="Profile not found"
      message={`The user @${username} does not exist.`}
    />
  );
}
