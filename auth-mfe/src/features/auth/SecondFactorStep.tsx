import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from '@likegripe/shared-ui';
import {
  TWO_FACTOR_CODE_TEXTS,
  bus,
  twoFactorCodeProblem,
  typedTwoFactorCode,
  useAppDispatch,
  type ApiError,
} from '@likegripe/shared-core';
import { useCancelSignInMutation, useVerifySignInCodeMutation } from '../../api/second-factor.api';
import { SIGN_IN_SUCCESS_TOAST } from './auth.toasts';
import { useFocusOnShow } from './focus-on-show.hook';
import {
  CANCEL_LABEL,
  CODE_STEP_PROMPT,
  CODE_STEP_SIGNING_IN_AS,
  CODE_STEP_TITLE,
  VERIFYING_LABEL,
  VERIFY_LABEL,
} from './second-factor.texts';
import { Address } from './ConfirmationResend.styles';
import { AuthForm, NoticeText, NoticeTitle, SentActions } from './AuthPage.styles';

interface SecondFactorStepProps {
  /** The address the password was accepted for. */
  email: string;
  /** The member's verified authenticator app. */
  factorId: string;
  returnPath: string;
  /** Signed out again; back to the Sign In form with the address kept. */
  onCancel: () => void;
}

/**
 * The second step of a sign-in for a member with an authenticator app: the app's code. Only a
 * verified code finishes the sign-in (the greeting and the way back come then); a wrong one says
 * so and keeps the step. Focus moves to the heading, as the Sign In button is gone.
 */
export function SecondFactorStep({ email, factorId, returnPath, onCancel }: SecondFactorStepProps) {
  const titleId = useId();
  const titleRef = useFocusOnShow<HTMLHeadingElement>(factorId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verify, verifying] = useVerifySignInCodeMutation();
  const [cancelSignIn, cancelling] = useCancelSignInMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedTwoFactorCode(text);
    if (code === null) {
      setError(TWO_FACTOR_CODE_TEXTS.formatError);
      return;
    }
    try {
      await verify({ factorId, code }).unwrap();
      dispatch(bus.toastRequested(SIGN_IN_SUCCESS_TOAST));
      void navigate(returnPath, { replace: true });
    } catch (failure) {
      const { code: reason, message } = failure as ApiError;
      setError(twoFactorCodeProblem(reason, message));
    }
  };
  const cancel = async () => {
    // Signed out locally even when the service cannot be reached: the step is left either way.
    await cancelSignIn(undefined);
    onCancel();
  };

  return (
    <section aria-labelledby={titleId}>
      <NoticeTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {CODE_STEP_TITLE}
      </NoticeTitle>
      <NoticeText>
        {CODE_STEP_SIGNING_IN_AS} <Address>{email}</Address>.
      </NoticeText>
      <AuthForm aria-label={CODE_STEP_TITLE} onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label={TWO_FACTOR_CODE_TEXTS.label}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          hint={CODE_STEP_PROMPT}
          error={error}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SentActions>
          <Button type="submit" size="lg" fullWidth loading={verifying.isLoading}>
            {verifying.isLoading ? VERIFYING_LABEL : VERIFY_LABEL}
          </Button>
          <Button
            type="button"
            variant="ghost"
            fullWidth
            disabled={verifying.isLoading}
            loading={cancelling.isLoading}
            onClick={() => void cancel()}
          >
            {CANCEL_LABEL}
          </Button>
        </SentActions>
      </AuthForm>
    </section>
  );
}
