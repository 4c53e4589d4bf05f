import { useLocation } from 'react-router-dom';
import { contractMismatch } from './contract-check';
import { FINISH_SIGN_UP_PATH } from '@likegripe/shared-core';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { AuthPage } from './features/auth/AuthPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { FinishSignUpPage } from './features/auth/FinishSignUpPage';
import { RESET_PASSWORD_PATH } from './features/auth/password-reset.texts';

/**
 * The auth remote's screens: /auth (sign in, sign up, forgot password), /auth/reset (a new
 * password after a reset link) and /auth/finish (the account of a contested sign-up).
 */
export default function App() {
  const { pathname } = useLocation();
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  if (pathname === RESET_PASSWORD_PATH) return <ResetPasswordPage />;
  if (pathname === FINISH_SIGN_UP_PATH) return <FinishSignUpPage />;
  return <AuthPage />;
}
