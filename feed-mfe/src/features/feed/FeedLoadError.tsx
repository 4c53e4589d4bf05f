import { loadErrorMessage } from '@likegripe/shared-core';
import { Card, ErrorState } from '@likegripe/shared-ui';

interface FeedLoadErrorProps {
  /** The failure; picks 'could not be reached' or 'went wrong on the server'. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The feed could not be loaded (network or server failure), with a way to try again. */
export function FeedLoadError({ error, onRetry, retrying }: FeedLoadErrorProps) {
  return (
    <Card padding="lg">
      <ErrorState
        as="h2"
        title="Could not load reviews"
        message={loadErrorMessage(error)}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
