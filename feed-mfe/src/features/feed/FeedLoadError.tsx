import { NETWORK_ERROR_MESSAGE } from '@likegripe/shared-core';
import { Card, ErrorState } from '@likegripe/shared-ui';

interface FeedLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Issue 8: the feed could not be loaded (network or server failure), with a way to try again. */
export function FeedLoadError({ onRetry, retrying }: FeedLoadErrorProps) {
  return (
    <Card padding="lg">
      <ErrorState
        as="h2"
        title="Could not load reviews"
        message={NETWORK_ERROR_MESSAGE}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
