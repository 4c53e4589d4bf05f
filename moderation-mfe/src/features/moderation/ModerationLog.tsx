import { useId } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@likegripe/shared-ui';
import { useGetModerationLogQuery } from '../../api/moderation.api';
import { LogEntryItem } from './LogEntryItem';
import { LOG_EMPTY } from './moderation.texts';
import { SectionTitle } from './ModerationBoard.styles';
import { LogList } from './ModerationLog.styles';

/** The newest decisions (and automatic hides), with Restore for what is hidden now. */
export function ModerationLog() {
  const titleId = useId();
  const log = useGetModerationLogQuery(undefined);
  const entries = log.data;
  return (
    <section aria-labelledby={titleId} aria-busy={log.isLoading}>
      <SectionTitle id={titleId}>Recently moderated</SectionTitle>
      {log.isError ? (
        <ErrorState
          title="Could not load the moderation log"
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : !entries ? (
        <Skeleton variant="rect" height={120} />
      ) : entries.length === 0 ? (
        <EmptyState title={LOG_EMPTY} />
      ) : (
        <LogList aria-labelledby={titleId}>
          {entries.map((entry, index) => (
            <LogEntryItem
              key={entry.id}
              entry={entry}
              // Restore once per hidden post or comment: on its newest line.
              offerRestore={
                entry.hiddenAt !== null &&
                entries.findIndex(
                  (other) =>
                    other.targetType === entry.targetType && other.targetId === entry.targetId,
                ) === index
              }
            />
          ))}
        </LogList>
      )}
    </section>
  );
}
