import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { useFinishSignUpRedirect } from './finish-sign-up-redirect.hook';

function Page() {
  useFinishSignUpRedirect();
  return <p>page</p>;
}

const session = (signUpContested: boolean) => ({
  session: {
    status: 'signedIn' as const,
    user: { id: 'a1', email: 'owner@example.com', signUpContested },
    profile: null,
  },
});

describe('useFinishSignUpRedirect', () => {
  it('sends a member whose sign-up was contested to finish the account', () => {
    const { router } = renderWithProviders(<Page />, {
      route: '/post/p1',
      preloadedState: session(true),
    });
    expect(router.location.pathname).toBe('/auth/finish');
  });

  it('leaves every other member where they are', () => {
    const { router } = renderWithProviders(<Page />, {
      route: '/post/p1',
      preloadedState: session(false),
    });
    expect(router.location.pathname).toBe('/post/p1');
  });
});
