import { AuthPage } from './features/auth/AuthPage';

/** The auth remote's screen at /auth. */
export default function App() {
  return <AuthPage />;
}
