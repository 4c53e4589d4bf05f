import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import { useRequestPasswordResetMutation } from '../../api/auth.api';
import {
  RESET_LINK_SENT_TITLE,
  RESET_PASSWORD_PATH,
  RESET_REQUEST_INTRO,
  resetEmailErrorToast,
  resetLinkSentMessage,
  type ResetRequestReason,
} from './password-reset.texts';
import { useFocusOnShow } from './focus-on-show.hook';
import { AuthForm, NoticeActions, NoticeText, NoticeTitle, SentActions } from './AuthPage.styles';

interface ForgotPasswordPanelProps {
  reason: ResetRequestReason;
  /** The address, kept by the caller so it carries over from and back to Sign In. */
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/**
 * Asks for a password reset link. Whether the address has an account or not, the answer is the
 * same sentence, so nobody can use this form to find out who is a member.
 */
export function ForgotPasswordPanel({
  reason,
  email,
  onEmailChange,
  onBack,
}: ForgotPasswordPanelProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const titleRef = useFocusOnShow<HTMLHeadingElement>(sentTo === null ? 'form' : 'sent');
  const intro = RESET_REQUEST_INTRO[reason];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    try {
      await requestReset({ email: address, redirectPath: RESET_PASSWORD_PATH }).unwrap();
      setSentTo(address);
    } catch (failure) {
      const { message } = failure as ApiError;
      setError(message);
      dispatch(bus.toastRequested(resetEmailErrorToast(message)));
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <NoticeTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {sentTo === null ? intro.title : RESET_LINK_SENT_TITLE}
      </NoticeTitle>
      {/* Mounted from the start, so screen readers announce the sentence when it appears. */}
      <div role="status">
        {sentTo !== null && <NoticeText>{resetLinkSentMessage(sentTo)}</NoticeText>}
      </div>
      {sentTo === null ? (
        <>
          <NoticeText>{intro.message}</NoticeText>
          <AuthForm onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
            <Input
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              error={error}
              value={email}
              onChange={(event) => {
                setError(null);
                onEmailChange(event.target.value);
              }}
            />
            <NoticeActions>
              <Button type="submit" size="lg" fullWidth loading={isLoading}>
                {isLoading ? 'Sending...' : 'Send reset link'}
              </Button>
              <Button type="button" variant="ghost" fullWidth onClick={onBack}>
                Back to Sign In
              </Button>
            </NoticeActions>
          </AuthForm>
        </>
      ) : (
        <SentActions>
          <Button type="button" size="lg" fullWidth onClick={onBack}>
            Back to Sign In
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </SentActions>
      )}
    </section>
  );
}
