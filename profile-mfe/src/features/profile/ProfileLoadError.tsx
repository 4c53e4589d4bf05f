import { loadErrorMessage } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import { ButtonLink, ErrorState } from '@likegripe/shared-ui';
import { StatusRoot } from './ProfileStatus.styles';

interface ProfileLoadErrorProps {
  /** The failure; picks 'could not be reached' or 'went wrong on the server'. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The profile could not be read (network or server failure), unlike a missing member. */
export function ProfileLoadError({ error, onRetry, retrying }: ProfileLoadErrorProps) {
  return (
    <StatusRoot>
      <ErrorState
        as="h2"
        title="Could not load this profile"
        message={loadErrorMessage(error)}
        onRetry={onRetry}
        retrying={retrying}
        secondaryAction={
          <ButtonLink as={Link} to="/" variant="ghost">
            Back to Home
          </ButtonLink>
        }
      />
    </StatusRoot>
  );
}
