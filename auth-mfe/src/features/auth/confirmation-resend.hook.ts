import { useEffect, useState } from 'react';
import { resendSignUpConfirmation } from '../../api/auth.api';
import { resendSentMessage } from './confirmation-resend.texts';

/** What the last resend came to, shown beside its button until the next one. */
export interface ResendOutcome {
  sent: boolean;
  message: string;
}

/**
 * Sends a new confirmation link and keeps its answer. When the server refuses for the mail interval
 * it says how long to wait; `secondsLeft` counts that down, and a resend asked for meanwhile is not
 * sent (it would only be refused again). The interval itself is the server's setting, which the site
 * cannot read, so there is no countdown before the first refusal.
 */
export function useConfirmationResend(returnPath: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const tick = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  const resend = async (email: string) => {
    if (busy || secondsLeft > 0) return;
    setBusy(true);
    const answer = await resendSignUpConfirmation({ email, returnPath });
    setBusy(false);
    if (answer.sent) {
      setOutcome({ sent: true, message: resendSentMessage(email) });
    } else {
      setOutcome({ sent: false, message: answer.message });
      setSecondsLeft(answer.retryAfterSeconds ?? 0);
    }
  };

  return { resend, busy, outcome, secondsLeft, coolingDown: secondsLeft > 0 };
}
