import { NETWORK_ERROR_MESSAGE } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, ErrorState } from '@likegripe/shared-ui';

interface PostLoadErrorProps {
  /** What could not be loaded, e.g. 'Could not load this post'. */
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Issue 8: the post or its comments could not be loaded (network or server failure). */
export function PostLoadError({ title, onRetry, retrying }: PostLoadErrorProps) {
  return (
    <Card padding="lg">
      <ErrorState
        as="h2"
        title={title}
        message={NETWORK_ERROR_MESSAGE}
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
