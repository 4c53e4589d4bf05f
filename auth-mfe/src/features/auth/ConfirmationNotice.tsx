import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import { useResendConfirmationMutation } from '../../api/auth.api';
import {
  CONFIRMATION_NOTICE,
  RESEND_SUCCESS_TOAST,
  resendErrorToast,
  type ConfirmationProblem,
} from './confirmation-notice.texts';
import { AuthForm, NoticeActions, NoticeText, NoticeTitle } from './AuthPage.styles';

interface ConfirmationNoticeProps {
  problem: ConfirmationProblem;
  /** Where the new link leads after confirming. */
  returnPath: string;
  /** The new mail is on its way to `email`. */
  onSent: (email: string) => void;
  onBack: () => void;
}

/** A used, expired or refused confirmation link: says so and sends a new one to the typed address. */
export function ConfirmationNotice({
  problem,
  returnPath,
  onSent,
  onBack,
}: ConfirmationNoticeProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const { title, message } = CONFIRMATION_NOTICE[problem];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await resend({ email: email.trim(), returnPath }).unwrap();
      dispatch(bus.toastRequested(RESEND_SUCCESS_TOAST));
      onSent(email.trim());
    } catch (failure) {
      dispatch(bus.toastRequested(resendErrorToast((failure as ApiError).message)));
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <NoticeTitle id={titleId}>{title}</NoticeTitle>
      <NoticeText>{message}</NoticeText>
      <AuthForm onSubmit={(event) => void submit(event)} aria-label="Resend confirmation email">
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <NoticeActions>
          <Button type="submit" size="lg" fullWidth loading={isLoading}>
            {isLoading ? 'Sending...' : 'Resend confirmation email'}
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={onBack}>
            Back to Sign In
          </Button>
        </NoticeActions>
      </AuthForm>
    </section>
  );
}
