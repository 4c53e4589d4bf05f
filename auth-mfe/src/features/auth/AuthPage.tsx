import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Logo, Tabs } from '@likegripe/shared-ui';
import { selectSessionStatus, useAppSelector } from '@likegripe/shared-core';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { EMPTY_SIGN_IN, EMPTY_SIGN_UP, type AuthTab } from './auth-form.types';
import { AuthCard, AuthHeader, AuthSubtitle, AuthTitle } from './AuthPage.styles';

/** Spec §2 Auth screen: Sign In and Sign Up tabs; `?tab=signup` opens the second one. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const [signInValues, setSignInValues] = useState(EMPTY_SIGN_IN);
  const [signUpValues, setSignUpValues] = useState(EMPTY_SIGN_UP);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  const selectTab = (next: string) =>
    setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true });

  // A member who is already signed in has nothing to do here.
  if (status === 'signedIn') return <Navigate to="/" replace />;

  return (
    <AuthCard>
      <AuthHeader>
        <Logo showWordmark={false} size="lg" />
        <AuthTitle>Welcome to Like and Gripe</AuthTitle>
        <AuthSubtitle>Sign in to your account or create a new one</AuthSubtitle>
      </AuthHeader>
      <Tabs
        label="Sign in or sign up"
        stretch
        selectedId={tab}
        onChange={selectTab}
        tabs={[
          {
            id: 'signin',
            label: 'Sign In',
            content: <SignInForm values={signInValues} onChange={setSignInValues} />,
          },
          {
            id: 'signup',
            label: 'Sign Up',
            content: (
              <SignUpForm
                values={signUpValues}
                onChange={setSignUpValues}
                onCreated={(email) => {
                  setSignUpValues(EMPTY_SIGN_UP);
                  setSignInValues({ email, password: '' });
                  selectTab('signin');
                }}
              />
            ),
          },
        ]}
      />
    </AuthCard>
  );
}
