import { mountStandalone } from '@likegripe/tooling/standalone';
import { RESET_PASSWORD_PATH } from './features/auth/password-reset.texts';
import App from './App';

void mountStandalone([
  { path: '/auth', element: <App /> },
  { path: RESET_PASSWORD_PATH, element: <App /> },
]);
