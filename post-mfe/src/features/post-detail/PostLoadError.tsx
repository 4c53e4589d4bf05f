import { loadErrorMessage } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, ErrorState } from '@likegripe/shared-ui';

interface PostLoadErrorProps {
  /** What could not be loaded, e.g. 'Could not load this post'. */
  title: string;
  /** The failure; picks 'could not be reached' or 'went wrong on the server'. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The post or its comments could not be loaded (network or server failure). */
export function PostLoadError({ title, error, onRetry, retrying }: PostLoadErrorProps) {
  return (
    <Card padding="lg">
      <ErrorState
        as="h2"
        title={title}
        message={loadErrorMessage(error)}
        onRetry={onRetry}
        retrying={retrying}
        secondaryAction={
          <ButtonLink as={Link} to="/" variant="ghost">
            Back to Home
          </ButtonLink>
        }
      />
    </Card>
  );
}
