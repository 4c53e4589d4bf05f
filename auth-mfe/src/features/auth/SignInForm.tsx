import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import {
  SIGN_IN_SUCCESS_TOAST,
  SIGN_IN_UNCONFIRMED_TOAST,
  SIGN_IN_UNEXPECTED_TOAST,
  signInErrorToast,
} from './auth.toasts';
import {
  EMAIL_NOT_CONFIRMED_CODE,
  signInFailureIsUnexpected,
  useSignInMutation,
} from '../../api/auth.api';
import {
  EMAIL_NOT_CONFIRMED_MESSAGE,
  RESEND_CONFIRMATION_LABEL,
} from './confirmation-resend.texts';
import { ResendConfirmationButton } from './ResendConfirmationButton';
import { UnconfirmedNote } from './ConfirmationResend.styles';
import type { SignInValues } from './auth-form.types';
import { PasswordInput } from './PasswordInput';
import { AuthForm, TextLinkRow } from './AuthPage.styles';

interface SignInFormProps {
  values: SignInValues;
  onChange: (values: SignInValues) => void;
  /** A page of this site to go to once signed in. */
  returnPath: string;
  /** The query that opens 'Forgot your password?' (the typed email carries over). */
  forgotPasswordSearch: string;
  /** The password was right and the member has an authenticator app: its code comes next. */
  onSecondFactor: (factorId: string) => void;
}

/**
 * The Auth screen's Sign In tab: email and password; success greets and goes back to the page
 * the visitor came from (home when there was none), unless the member has an authenticator app,
 * whose code is asked for next. An address not confirmed yet gets a note with a
 * button that mails a new confirmation link to it.
 */
export function SignInForm({
  values,
  onChange,
  returnPath,
  forgotPasswordSearch,
  onSecondFactor,
}: SignInFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();
  // The address a sign-in was refused for as not confirmed yet; the note shows while it is typed.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const email = values.email.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnconfirmedEmail(null);
    try {
      const { secondFactorId } = await signIn({ email, password: values.password }).unwrap();
      if (secondFactorId !== null) {
        onSecondFactor(secondFactorId);
        return;
      }
      dispatch(bus.toastRequested(SIGN_IN_SUCCESS_TOAST));
      void navigate(returnPath, { replace: true });
    } catch (failure) {
      const error = failure as ApiError;
      if (error.code === EMAIL_NOT_CONFIRMED_CODE) {
        setUnconfirmedEmail(email);
        dispatch(bus.toastRequested(SIGN_IN_UNCONFIRMED_TOAST));
        return;
      }
      dispatch(
        bus.toastRequested(
          signInFailureIsUnexpected(error)
            ? SIGN_IN_UNEXPECTED_TOAST
            : signInErrorToast(error.message),
        ),
      );
    }
  };

  return (
    <AuthForm onSubmit={(event) => void submit(event)} aria-label="Sign In">
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
      <TextLinkRow>
        <Link to={{ search: forgotPasswordSearch }}>Forgot your password?</Link>
      </TextLinkRow>
      <Button type="submit" size="lg" fullWidth loading={isLoading}>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
      {unconfirmedEmail !== null && unconfirmedEmail === email && (
        <UnconfirmedNote>
          <p>{EMAIL_NOT_CONFIRMED_MESSAGE}</p>
          <ResendConfirmationButton
            email={unconfirmedEmail}
            returnPath={returnPath}
            label={RESEND_CONFIRMATION_LABEL}
            variant="secondary"
          />
        </UnconfirmedNote>
      )}
    </AuthForm>
  );
}
