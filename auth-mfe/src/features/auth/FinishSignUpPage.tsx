import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { Logo, Spinner } from '@likegripe/shared-ui';
import { selectOwnProfile, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { FinishSignUpForm } from './FinishSignUpForm';
import { FINISH_SIGN_UP_TITLE, finishSignUpIntro } from './finish-sign-up.texts';
import { useFocusOnShow } from './focus-on-show.hook';
import { AuthCard, AuthHeader, AuthSubtitle, AuthTitle } from './AuthPage.styles';

/**
 * Where a member whose sign-up was contested lands after the confirmation link (the shell sends
 * them here from any page): no password opens the account yet, and the username and display name
 * are the first sign-up's. Anyone else has nothing to finish.
 */
export function FinishSignUpPage() {
  const user = useAppSelector(selectSessionUser);
  const profile = useAppSelector(selectOwnProfile);
  const titleId = useId();
  const titleRef = useFocusOnShow<HTMLHeadingElement>(user?.id ?? '', Boolean(user));

  if (!user?.signUpContested) return <Navigate to="/" replace />;
  return (
    <AuthCard aria-labelledby={titleId} aria-busy={!profile || undefined}>
      <AuthHeader>
        <Logo showWordmark={false} size="lg" />
        <AuthTitle id={titleId} ref={titleRef} tabIndex={-1}>
          {FINISH_SIGN_UP_TITLE}
        </AuthTitle>
        <AuthSubtitle>{finishSignUpIntro(user.email)}</AuthSubtitle>
      </AuthHeader>
      {profile ? (
        <FinishSignUpForm userId={user.id} profile={profile} labelledBy={titleId} />
      ) : (
        <Spinner label="Loading your account..." />
      )}
    </AuthCard>
  );
}
