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
        message="The server could not be reached. Check your connection and try again."
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
