import { Button, RelativeTime } from '@likegripe/shared-ui';
import { formatRelativeTime } from '@likegripe/shared-core';
import type { LogEntry } from '../../lib/moderation.types';
import { useModerationDecision } from './moderation-decision.hook';
import { ProfileLink } from './ProfileLink';
import { DECISION_BUTTONS, kindLabel, LOGGED_ACTION_LABELS } from './moderation.texts';
import { InlineLink } from './ReportGroupCard.styles';
import { LogError, LogHeadline, LogItem, LogMeta, LogNote, LogText } from './ModerationLog.styles';

interface LogEntryItemProps {
  entry: LogEntry;
  /** Shows Restore: the content is hidden now and this is its newest line. */
  offerRestore: boolean;
}

/** One line of the log: what was done to which post or comment, by whom, when, and the note. */
export function LogEntryItem({ entry, offerRestore }: LogEntryItemProps) {
  const { pending, error, decide } = useModerationDecision(entry.targetType, entry.targetId);
  const what = entry.targetText ?? `a deleted ${entry.targetType}`;
  return (
    <LogItem>
      <LogText>
        <LogHeadline>
          {`${LOGGED_ACTION_LABELS[entry.action]}: ${kindLabel(entry.targetType)} “${what}”`}
        </LogHeadline>
        <LogMeta>
          {entry.moderatorUsername ? (
            <>
              By <ProfileLink username={entry.moderatorUsername} />
            </>
          ) : (
            'After several reports'
          )}
          {' · '}
          <RelativeTime date={entry.createdAt} text={formatRelativeTime(entry.createdAt)} />
          {entry.postId && (
            <>
              {' · '}
              <InlineLink to={`/post/${entry.postId}`}>Open post</InlineLink>
            </>
          )}
        </LogMeta>
        {entry.note && <LogNote>{`Note: ${entry.note}`}</LogNote>}
        {error && <LogError role="alert">{error}</LogError>}
      </LogText>
      {offerRestore && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={pending === 'restore'}
          disabled={pending !== null}
          onClick={() => void decide('restore')}
        >
          {pending === 'restore' ? DECISION_BUTTONS.restore.busy : DECISION_BUTTONS.restore.label}
        </Button>
      )}
    </LogItem>
  );
}
