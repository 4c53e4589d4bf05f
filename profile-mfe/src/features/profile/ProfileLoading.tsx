import { Spinner } from '@likegripe/shared-ui';
import { StatusRoot } from './ProfileStatus.styles';

/** 'Loading profile...' while the profile is read. */
export function ProfileLoading() {
  return (
    <StatusRoot role="status" aria-live="polite">
      <Spinner size="lg" label={null} />
      <p>Loading profile...</p>
    </StatusRoot>
  );
}
