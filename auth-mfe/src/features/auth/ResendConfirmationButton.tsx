import { useId } from 'react';
import { Button, type ButtonVariant } from '@likegripe/shared-ui';
import { useConfirmationResend } from './confirmation-resend.hook';
import { resendWaitHint } from './confirmation-resend.texts';
import { ResendAnswerText, WaitHint } from './ConfirmationResend.styles';

interface ResendConfirmationButtonProps {
  /** The address the new link goes to. */
  email: string;
  /** Where the new link leads after confirming. */
  returnPath: string;
  label: string;
  variant?: ButtonVariant;
}

/**
 * A button that mails a new confirmation link, with its answer below it. While the server would
 * refuse, the button says so through aria-disabled rather than `disabled`, so keyboard focus stays on
 * it and the member can press it again once the wait is over.
 */
export function ResendConfirmationButton({
  email,
  returnPath,
  label,
  variant = 'primary',
}: ResendConfirmationButtonProps) {
  const { resend, busy, outcome, secondsLeft, coolingDown } = useConfirmationResend(returnPath);
  const hintId = useId();
  return (
    <>
      <Button
        variant={variant}
        size="lg"
        fullWidth
        aria-disabled={busy || coolingDown || undefined}
        aria-describedby={coolingDown ? hintId : undefined}
        onClick={() => void resend(email)}
      >
        {busy ? 'Sending...' : label}
      </Button>
      {coolingDown && <WaitHint id={hintId}>{resendWaitHint(secondsLeft)}</WaitHint>}
      {/* Mounted from the start, so screen readers announce each answer when it appears. */}
      <div role="status">
        {outcome && (
          <ResendAnswerText data-refused={outcome.sent ? undefined : ''}>
            {outcome.message}
          </ResendAnswerText>
        )}
      </div>
    </>
  );
}
