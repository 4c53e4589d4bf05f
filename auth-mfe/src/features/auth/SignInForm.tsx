import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import { SIGN_IN_SUCCESS_TOAST, SIGN_IN_UNEXPECTED_TOAST, signInErrorToast } from './auth.toasts';
import { signInFailureIsUnexpected, useSignInMutation } from '../../api/auth.api';
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
}

/**
 * The Auth screen's Sign In tab: email and password; success greets and goes back to the page
 * the visitor came from (home when there was none).
 */
export function SignInForm({
  values,
  onChange,
  returnPath,
  forgotPasswordSearch,
}: SignInFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await signIn({ email: values.email.trim(), password: values.password }).unwrap();
      dispatch(bus.toastRequested(SIGN_IN_SUCCESS_TOAST));
      void navigate(returnPath, { replace: true });
    } catch (failure) {
      const error = failure as ApiError;
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
    </AuthForm>
  );
}
