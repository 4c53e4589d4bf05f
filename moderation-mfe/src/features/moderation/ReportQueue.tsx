import { useId } from 'react';
import { EmptyState, ErrorState, Flag, Skeleton } from '@likegripe/shared-ui';
import { useGetModerationQueueQuery } from '../../api/moderation.api';
import { ReportGroupCard } from './ReportGroupCard';
import { QUEUE_EMPTY } from './moderation.texts';
import { PlainList, SectionTitle } from './ModerationBoard.styles';

/** The open reports, one card per reported post or comment, newest report first. */
export function ReportQueue() {
  const titleId = useId();
  const queue = useGetModerationQueueQuery(undefined);
  const groups = queue.data;
  return (
    <section aria-labelledby={titleId} aria-busy={queue.isLoading}>
      <SectionTitle id={titleId}>
        Open reports{groups && groups.length > 0 ? ` (${groups.length})` : ''}
      </SectionTitle>
      {queue.isError ? (
        <ErrorState
          title="Could not load the reports"
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : !groups ? (
        <Skeleton variant="rect" height={180} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<Flag aria-hidden="true" />}
          title={QUEUE_EMPTY.title}
          message={QUEUE_EMPTY.description}
        />
      ) : (
        <PlainList>
          {groups.map((group) => (
            <li key={`${group.targetType}:${group.targetId}`}>
              <ReportGroupCard group={group} />
            </li>
          ))}
        </PlainList>
      )}
    </section>
  );
}
