import { useSearchParams } from 'react-router-dom';
import { AuthCard, AuthSubtitle, AuthTitle } from './AuthPage.styles';

/** Spec §2 Auth screen: Sign In and Sign Up tabs. */
export function AuthPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  return (
    <AuthCard>
      <AuthTitle>
        {tab === 'signin' ? 'Welcome back to Like and Gripe' : 'Join Like and Gripe'}
      </AuthTitle>
      <AuthSubtitle>Share your thoughts, get honest feedback from the community</AuthSubtitle>
    </AuthCard>
  );
}
