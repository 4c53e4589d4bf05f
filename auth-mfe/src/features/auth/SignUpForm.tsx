import { useState, type FormEvent } from 'react';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import { SIGN_UP_SUCCESS_TOAST, signUpErrorToast } from './auth.toasts';
import { USERNAME_ERROR_CODE, useSignUpMutation } from '../../api/auth.api';
import type { SignUpValues } from './auth-form.types';
import { PasswordInput } from './PasswordInput';
import { AuthForm } from './AuthPage.styles';

interface SignUpFormProps {
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  /** The page the confirmation link leads back to. */
  returnPath: string;
  /** Said under Username (why the name typed before was left out, say). */
  usernameHint?: string;
  /** Called after the account was created and the confirmation mail is on its way. */
  onCreated: (email: string) => void;
}

/** The Auth screen's Sign Up tab: email, username, display name and password. */
export function SignUpForm({
  values,
  onChange,
  returnPath,
  usernameHint,
  onCreated,
}: SignUpFormProps) {
  const dispatch = useAppDispatch();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [usernameError, setUsernameError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsernameError(null);
    try {
      const { confirmationRequired } = await signUp({
        email: values.email.trim(),
        username: values.username.trim(),
        displayName: values.displayName.trim(),
        password: values.password,
        returnPath,
      }).unwrap();
      dispatch(bus.toastRequested(SIGN_UP_SUCCESS_TOAST));
      // Without confirmation the new session signs the member in and the screen moves on by itself.
      if (confirmationRequired) onCreated(values.email.trim());
    } catch (failure) {
      const error = failure as ApiError;
      if (error.code === USERNAME_ERROR_CODE) setUsernameError(error.message);
      dispatch(bus.toastRequested(signUpErrorToast(error.message)));
    }
  };

  return (
    <AuthForm onSubmit={(event) => void submit(event)} aria-label="Sign Up">
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
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="your_username"
        required
        hint={usernameHint}
        error={usernameError}
        value={values.username}
        onChange={(event) => {
          setUsernameError(null);
          onChange({ ...values, username: event.target.value });
        }}
      />
      <Input
        label="Display Name"
        name="displayName"
        autoComplete="name"
        placeholder="Your Name"
        required
        value={values.displayName}
        onChange={(event) => onChange({ ...values, displayName: event.target.value })}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading}>
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
    </AuthForm>
  );
}
