import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo, Spinner } from '@likegripe/shared-ui';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { NewPasswordForm } from './NewPasswordForm';
import { CHECKING_RESET_LINK, NEW_PASSWORD_TITLE, newPasswordIntro } from './password-reset.texts';
import { useFocusOnShow } from './focus-on-show.hook';
import { AuthCard, AuthHeader, AuthSubtitle, AuthTitle } from './AuthPage.styles';

/**
 * Where a reset mail's link lands (/auth/reset). The shell's Supabase client has already taken the
 * session from the link, so a member who came from one is signed in and sets a new password here.
 * Without a session (the page opened by hand, or in another browser) it offers to send a link.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const titleId = useId();
  const [email, setEmail] = useState('');
  // Without a session the panel below focuses its own heading, which says what is wrong.
  const titleRef = useFocusOnShow<HTMLHeadingElement>(status, status !== 'signedOut');

  return (
    <AuthCard aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <AuthHeader>
        <Logo showWordmark={false} size="lg" />
        <AuthTitle id={titleId} ref={titleRef} tabIndex={-1}>
          {NEW_PASSWORD_TITLE}
        </AuthTitle>
        {status === 'signedIn' && (
          <AuthSubtitle>{newPasswordIntro(user?.email ?? null)}</AuthSubtitle>
        )}
      </AuthHeader>
      {status === 'loading' && <Spinner label={CHECKING_RESET_LINK} />}
      {status === 'signedIn' && <NewPasswordForm labelledBy={titleId} />}
      {status === 'signedOut' && (
        <ForgotPasswordPanel
          reason="missing"
          email={email}
          onEmailChange={setEmail}
          onBack={() => void navigate('/auth')}
        />
      )}
    </AuthCard>
  );
}
