import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_REASONS,
  validateReport,
  type ReportReason,
  type ToastText,
} from '@likegripe/shared-core';
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

export interface ReportSubmission {
  reason: ReportReason;
  /** The details as typed, trimmed; empty when none were given. */
  details: string;
}

export interface ReportDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user closes the dialog, and after a successful submit. */
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the report. Resolve on success: the dialog closes and resets. Reject on failure: the
   * dialog stays open with everything the user chose (the caller shows the failure toast).
   */
  onSubmit: (report: ReportSubmission) => Promise<void>;
  /** The heading, e.g. 'Report post' or 'Report comment'. */
  title?: string;
}

/** The Report dialog: one of six reasons plus details, required when the reason is Other. */
export function ReportDialog({
  open,
  onOpenChange,
  onSubmit,
  title = 'Report content',
}: ReportDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<ToastText | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setReason(null);
    setDetails('');
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateReport({ signedIn: true, reason, details });
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
      <ReportForm id={formId} onSubmit={submit} noValidate>
        <ReasonGroup disabled={busy}>
          <ReasonLegend>Reason</ReasonLegend>
          {REPORT_REASONS.map((option) => (
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
          label={reason === 'other' ? 'Details (required)' : 'Details (optional)'}
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
