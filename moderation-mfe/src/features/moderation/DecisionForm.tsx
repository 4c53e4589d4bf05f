import { Button, Textarea } from '@likegripe/shared-ui';
import type { ModerationDecision, TargetType } from '../../lib/moderation.types';
import { useModerationDecision } from './moderation-decision.hook';
import { DECISION_BUTTONS, MODERATOR_NOTE_MAX } from './moderation.texts';
import { Actions, DecisionLayout } from './ReportGroupCard.styles';

interface DecisionFormProps {
  targetType: TargetType;
  targetId: string;
  /** Hidden content offers Restore instead of Hide. */
  hidden: boolean;
}

/** The note and the buttons: Dismiss, and Hide or Restore. */
export function DecisionForm({ targetType, targetId, hidden }: DecisionFormProps) {
  const { note, setNote, pending, error, decide } = useModerationDecision(targetType, targetId);
  const actions: ModerationDecision[] = ['dismiss', hidden ? 'restore' : 'hide'];
  return (
    <DecisionLayout>
      <Textarea
        label="Note (optional)"
        hint="Kept in the moderation log and with the reports; members do not see it."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={MODERATOR_NOTE_MAX}
        minRows={2}
        maxRows={6}
        error={error ?? undefined}
        disabled={pending !== null}
      />
      <Actions>
        {actions.map((action) => (
          <Button
            key={action}
            type="button"
            variant={action === 'hide' ? 'danger' : action === 'restore' ? 'primary' : 'secondary'}
            size="sm"
            loading={pending === action}
            disabled={pending !== null}
            onClick={() => void decide(action)}
          >
            {pending === action ? DECISION_BUTTONS[action].busy : DECISION_BUTTONS[action].label}
          </Button>
        ))}
      </Actions>
    </DecisionLayout>
  );
}
