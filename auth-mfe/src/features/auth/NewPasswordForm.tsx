import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError } from '@likegripe/shared-core';
import { useUpdatePasswordMutation } from '../../api/auth.api';
import { PASSWORD_UPDATED_TOAST, passwordUpdateErrorToast } from './password-reset.texts';
import { PasswordInput } from './PasswordInput';
import { AuthForm } from './AuthPage.styles';

/**
 * The new password of a member who came from a reset link (and is signed in by it). The rules are
 * the server's, as on sign-up; on success the member stays signed in and goes home.
 */
export function NewPasswordForm({ labelledBy }: { labelledBy: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await updatePassword({ password }).unwrap();
      dispatch(bus.toastRequested(PASSWORD_UPDATED_TOAST));
      void navigate('/', { replace: true });
    } catch (failure) {
      const { message } = failure as ApiError;
      setError(message);
      dispatch(bus.toastRequested(passwordUpdateErrorToast(message)));
    }
  };

  return (
    <AuthForm onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <PasswordInput
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        error={error}
        value={password}
        onChange={(event) => {
          setError(null);
          setPassword(event.target.value);
        }}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading}>
        {isLoading ? 'Updating Password...' : 'Update Password'}
      </Button>
    </AuthForm>
  );
}
