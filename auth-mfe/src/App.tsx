import { useLocation } from 'react-router-dom';
import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { AuthPage } from './features/auth/AuthPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { RESET_PASSWORD_PATH } from './features/auth/password-reset.texts';

/** The auth remote's screens: /auth (sign in, sign up, forgot password) and /auth/reset. */
export default function App() {
  const { pathname } = useLocation();
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return pathname === RESET_PASSWORD_PATH ? <ResetPasswordPage /> : <AuthPage />;
}
