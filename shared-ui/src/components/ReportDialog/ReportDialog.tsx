import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Textarea } from '../Textarea';
import {
  ReasonGroup,
  ReasonLegend,
  ReasonOption,
  ReportForm,
  ValidationMessage,
} from './ReportDialog.styles';

/** One reason a member may pick, with its label. */
export interface ReportReasonOption<Reason extends string = string> {
  value: Reason;
  label: string;
}

/** Why the report cannot be sent yet, shown above the buttons. */
export interface ReportProblem {
  title: string;
  description?: string;
}

export interface ReportSubmission<Reason extends string = string> {
  reason: Reason;
  /** The details as typed, trimmed; empty when none were given. */
  details: string;
}

export interface ReportDialogProps<Reason extends string = string> {
  /** The reasons to choose from, in the order shown. */
  reasons: readonly ReportReasonOption<Reason>[];
  /** Why the current choice cannot be sent, or null when it can. */
  validate: (choice: { reason: Reason | null; details: string }) => ReportProblem | null;
  /** Whether this reason needs details; the details box is then labelled required. */
  detailsRequired?: (reason: Reason | null) => boolean;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user closes the dialog, and after a successful submit. */
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the report. Resolve on success: the dialog closes and resets. Reject on failure: the
   * dialog stays open with everything the user chose (the caller shows the failure toast).
   */
  onSubmit: (report: ReportSubmission<Reason>) => Promise<void>;
  /** The heading, e.g. 'Report post' or 'Report comment'. */
  title?: string;
}

const neverRequired = () => false;

/** The Report dialog: one of the given reasons plus details, checked by the given rule. */
export function ReportDialog<Reason extends string>({
  reasons,
  validate,
  detailsRequired = neverRequired,
  open,
  onOpenChange,
  onSubmit,
  title = 'Report content',
}: ReportDialogProps<Reason>) {
  const formId = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<ReportProblem | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setReason(null);
    setDetails('');
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validate({ reason, details });
    setProblem(invalid);
    if (invalid || !reason) return;
    setBusy(true);
    try {
      await onSubmit({ reason, details: details.trim() });
      reset();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; keeping the dialog open keeps what the user chose.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      description="Help us understand what is wrong with this content."
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {busy ? 'Submitting...' : 'Submit Report'}
          </Button>
        </>
      }
    >
      <ReportForm id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <ReasonGroup disabled={busy}>
          <ReasonLegend>Reason</ReasonLegend>
          {reasons.map((option) => (
            <ReasonOption key={option.value}>
              <input
                type="radio"
                name={`${formId}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />
              {option.label}
            </ReasonOption>
          ))}
        </ReasonGroup>
        <Textarea
          label={detailsRequired(reason) ? 'Details (required)' : 'Details (optional)'}
          placeholder="Tell us more about the problem..."
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          disabled={busy}
          maxLength={1000}
        />
        {problem && (
          <ValidationMessage role="alert">
            <strong>{problem.title}</strong>
            {problem.description}
          </ValidationMessage>
        )}
      </ReportForm>
    </Dialog>
  );
}
