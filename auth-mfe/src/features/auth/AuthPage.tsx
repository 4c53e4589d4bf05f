import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Logo, Tabs } from '@likegripe/shared-ui';
import { selectSessionStatus, useAppSelector } from '@likegripe/shared-core';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { ConfirmationNotice } from './ConfirmationNotice';
import { CheckEmailStep } from './CheckEmailStep';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { SecondFactorStep } from './SecondFactorStep';
import { confirmationProblem } from './confirmation-notice.texts';
import { heldUsernameHint } from './confirmation-resend.texts';
import { RESET_PASSWORD_PATH } from './password-reset.texts';
import { RETURN_PARAM, safeReturnPath } from './return-path';
import { EMPTY_SIGN_IN, EMPTY_SIGN_UP, type AuthView } from './auth-form.types';
import { AuthCard, AuthHeader, AuthSubtitle, AuthTitle } from './AuthPage.styles';

const VIEW_PARAM = 'view';

/**
 * The Auth screen: Sign In and Sign Up tabs; `?tab=signup` opens the second one, `?view=forgot`
 * asks for a password reset link, `?next=` is the page to return to, and `?confirmation=` explains
 * an email link that could not be used (a reset link when it led to the new password page). After a
 * sign-up the Sign Up tab gives way to the step that waits for the confirmation link; after the
 * password of a member with an authenticator app, the Sign In tab gives way to the code step.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const [signInValues, setSignInValues] = useState(EMPTY_SIGN_IN);
  const [signUpValues, setSignUpValues] = useState(EMPTY_SIGN_UP);
  // The address a sign-up's confirmation link went to, while the page waits for it to be opened.
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  // The username a sign-up to a mistyped address took, once Change address went back to the form.
  const [heldUsername, setHeldUsername] = useState<string | null>(null);
  // The authenticator app whose code a sign-in waits for, once the password was accepted.
  const [codeFactorId, setCodeFactorId] = useState<string | null>(null);
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const next = params.get(RETURN_PARAM);
  // Without `next` the page is read without a window too (drawn ahead at build time).
  const returnPath = next === null ? '/' : safeReturnPath(next, window.location.origin);
  const problem = confirmationProblem(params.get('confirmation'));
  const resetLinkProblem = next === RESET_PASSWORD_PATH ? problem : null;

  // Any change of view keeps the page to return to.
  const searchFor = (view: AuthView) => {
    const kept = new URLSearchParams();
    if (view === 'signup') kept.set('tab', 'signup');
    if (view === 'forgot') kept.set(VIEW_PARAM, 'forgot');
    if (next && returnPath !== '/') kept.set(RETURN_PARAM, next);
    return kept;
  };
  const show = (view: AuthView) => {
    setConfirmationSentTo(null);
    setCodeFactorId(null);
    setParams(searchFor(view), { replace: true });
  };
  const signInWith = (email: string) => {
    setSignInValues({ email, password: '' });
    show('signin');
  };
  // The account exists with the old password; a sign-up to a new address asks for it again rather
  // than keep it in memory while the page waits. That account also holds its username until its
  // link is opened: nothing the server knows tells the same person's second try from someone else's,
  // and giving the name away could strand whoever opens that link. So the username is left out, and
  // the form says why, instead of coming back with a name the next Create Account is refused.
  const changeAddress = () => {
    setHeldUsername(signUpValues.username.trim() || null);
    setSignUpValues({ ...signUpValues, username: '', password: '' });
    show('signup');
  };
  const setEmail = (email: string) => setSignInValues({ ...signInValues, email });

  const header = (
    <AuthHeader>
      <Logo showWordmark={false} size="lg" />
      <AuthTitle>Welcome to Like and Gripe</AuthTitle>
      <AuthSubtitle>Sign in to your account or create a new one</AuthSubtitle>
    </AuthHeader>
  );

  // A used or expired reset link is explained even to someone signed in (the first click signed
  // them in; the second, from the same mail, lands here).
  if (resetLinkProblem) {
    return (
      <AuthCard>
        {header}
        <ForgotPasswordPanel
          reason={resetLinkProblem}
          email={signInValues.email}
          onEmailChange={setEmail}
          onBack={() => show('signin')}
        />
      </AuthCard>
    );
  }

  // A member who is already signed in has nothing to do here; the code step finishes first (the
  // session sync counts a sign-in that waits for its code as signed out, this is the second guard).
  if (status === 'signedIn' && codeFactorId === null) return <Navigate to={returnPath} replace />;

  if (codeFactorId !== null) {
    return (
      <AuthCard>
        {header}
        <SecondFactorStep
          email={signInValues.email.trim()}
          factorId={codeFactorId}
          returnPath={returnPath}
          onCancel={() => signInWith(signInValues.email)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      {header}
      {problem ? (
        <ConfirmationNotice
          problem={problem}
          returnPath={returnPath}
          onSent={signInWith}
          onBack={() => show('signin')}
        />
      ) : confirmationSentTo !== null ? (
        <CheckEmailStep
          email={confirmationSentTo}
          returnPath={returnPath}
          onChangeAddress={changeAddress}
          onSignIn={() => signInWith(confirmationSentTo)}
        />
      ) : params.get(VIEW_PARAM) === 'forgot' ? (
        <ForgotPasswordPanel
          reason="forgot"
          email={signInValues.email}
          onEmailChange={setEmail}
          onBack={() => show('signin')}
        />
      ) : (
        <Tabs
          label="Sign in or sign up"
          stretch
          selectedId={tab}
          onChange={(id) => show(id === 'signup' ? 'signup' : 'signin')}
          tabs={[
            {
              id: 'signin',
              label: 'Sign In',
              content: (
                <SignInForm
                  values={signInValues}
                  onChange={setSignInValues}
                  returnPath={returnPath}
                  forgotPasswordSearch={`?${searchFor('forgot').toString()}`}
                  onSecondFactor={setCodeFactorId}
                />
              ),
            },
            {
              id: 'signup',
              label: 'Sign Up',
              content: (
                <SignUpForm
                  values={signUpValues}
                  onChange={setSignUpValues}
                  returnPath={returnPath}
                  usernameHint={heldUsername === null ? undefined : heldUsernameHint(heldUsername)}
                  onCreated={setConfirmationSentTo}
                />
              ),
            },
          ]}
        />
      )}
    </AuthCard>
  );
}
