import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from '@likegripe/shared-ui';
import { bus, useAppDispatch, type ApiError, type Profile } from '@likegripe/shared-core';
import { USERNAME_ERROR_CODE } from '../../api/auth.api';
import { PASSWORD_ERROR_CODE, useFinishSignUpMutation } from '../../api/finish-sign-up.api';
import { FINISH_SIGN_UP_DONE_TOAST, finishSignUpErrorToast } from './finish-sign-up.texts';
import { PasswordInput } from './PasswordInput';
import { AuthForm } from './AuthPage.styles';

interface FinishSignUpFormProps {
  userId: string;
  /** The profile as the first sign-up left it; the fields start from it. */
  profile: Profile;
  labelledBy: string;
}

/** Username, display name (kept or changed) and a new password; on success the member goes home. */
export function FinishSignUpForm({ userId, profile, labelledBy }: FinishSignUpFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [finishSignUp, { isLoading }] = useFinishSignUpMutation();
  const [username, setUsername] = useState(profile.username);
  const [displayName, setDisplayName] = useState(profile.display_name);
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsernameError(null);
    setPasswordError(null);
    const current = { username: profile.username, displayName: profile.display_name };
    const changes = { username: username.trim(), displayName: displayName.trim() };
    const profileChanged =
      changes.username !== current.username || changes.displayName !== current.displayName;
    try {
      await finishSignUp({ userId, ...changes, password, current }).unwrap();
      if (profileChanged) dispatch(bus.profileUpdated({ userId, username: changes.username }));
      dispatch(bus.toastRequested(FINISH_SIGN_UP_DONE_TOAST));
      void navigate('/', { replace: true });
    } catch (failure) {
      const error = failure as ApiError;
      if (error.code === USERNAME_ERROR_CODE) setUsernameError(error.message);
      if (error.code === PASSWORD_ERROR_CODE) {
        setPasswordError(error.message);
        // The profile was saved before the password was refused: show it as it is now.
        if (profileChanged) dispatch(bus.profileUpdated({ userId, username: changes.username }));
      }
      dispatch(bus.toastRequested(finishSignUpErrorToast(error.message)));
    }
  };

  return (
    <AuthForm onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        required
        error={usernameError}
        value={username}
        onChange={(event) => {
          setUsernameError(null);
          setUsername(event.target.value);
        }}
      />
      <Input
        label="Display Name"
        name="displayName"
        autoComplete="name"
        required
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <PasswordInput
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        error={passwordError}
        value={password}
        onChange={(event) => {
          setPasswordError(null);
          setPassword(event.target.value);
        }}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading}>
        {isLoading ? 'Saving...' : 'Save and Continue'}
      </Button>
    </AuthForm>
  );
}
