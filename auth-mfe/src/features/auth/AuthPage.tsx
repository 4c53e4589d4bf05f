import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Logo, Tabs } from '@likegripe/shared-ui';
import { selectSessionStatus, useAppSelector } from '@likegripe/shared-core';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { ConfirmationNotice } from './ConfirmationNotice';
import { confirmationProblem } from './confirmation-notice.texts';
import { RETURN_PARAM, safeReturnPath } from './return-path';
import { EMPTY_SIGN_IN, EMPTY_SIGN_UP, type AuthTab } from './auth-form.types';
import { AuthCard, AuthHeader, AuthSubtitle, AuthTitle } from './AuthPage.styles';

/**
 * The Auth screen: Sign In and Sign Up tabs; `?tab=signup` opens the second one, `?next=` is the
 * page to return to, and `?confirmation=` explains a confirmation link that could not be used.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const [signInValues, setSignInValues] = useState(EMPTY_SIGN_IN);
  const [signUpValues, setSignUpValues] = useState(EMPTY_SIGN_UP);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const next = params.get(RETURN_PARAM);
  const returnPath = safeReturnPath(next, window.location.origin);
  const problem = confirmationProblem(params.get('confirmation'));

  // Any change of tab or notice keeps the page to return to.
  const show = (nextTab: AuthTab) => {
    const kept = new URLSearchParams();
    if (nextTab === 'signup') kept.set('tab', 'signup');
    if (next) kept.set(RETURN_PARAM, next);
    setParams(kept, { replace: true });
  };
  const signInWith = (email: string) => {
    setSignInValues({ email, password: '' });
    show('signin');
  };

  // A member who is already signed in has nothing to do here.
  if (status === 'signedIn') return <Navigate to={returnPath} replace />;

  return (
    <AuthCard>
      <AuthHeader>
        <Logo showWordmark={false} size="lg" />
        <AuthTitle>Welcome to Like and Gripe</AuthTitle>
        <AuthSubtitle>Sign in to your account or create a new one</AuthSubtitle>
      </AuthHeader>
      {problem ? (
        <ConfirmationNotice
          problem={problem}
          returnPath={returnPath}
          onSent={signInWith}
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
                  onCreated={(email) => {
                    setSignUpValues(EMPTY_SIGN_UP);
                    signInWith(email);
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </AuthCard>
  );
}
