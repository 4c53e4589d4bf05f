import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import {
  AUTH_STORAGE_KEY,
  authSession,
  authUrl,
  fakeMfaBackend,
  gotrueHandlers,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers);
const toasts = recordToasts();
const carol = { id: 'c1', email: 'carol@example.com' };
const GOOD_CODE = '135790';

/** Carol has a verified authenticator app: her password gives an aal1 session that lists it. */
function setUp(route = '/auth?next=%2Fcreate') {
  const backend = fakeMfaBackend(carol, GOOD_CODE, [{ id: 'app', status: 'verified' }]);
  server.use(
    ...backend.handlers,
    http.post(authUrl('token'), () =>
      HttpResponse.json({
        ...authSession(carol),
        user: {
          ...authSession(carol).user,
          factors: [{ id: 'app', status: 'verified', factor_type: 'totp' }],
        },
      }),
    ),
  );
  const view = renderWithProviders(<AuthPage />, { route });
  return { ...view, user: userEvent.setup() };
}

async function signInByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Email'));
  await user.keyboard(carol.email);
  await user.tab();
  await user.keyboard('password123{Enter}');
}

const codeField = () => screen.getByLabelText('6-digit code');

it('asks for the code after the password, and only a right code signs in', async () => {
  const { container, router, user } = setUp();
  await signInByKeyboard(user);

  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
  expect(screen.getByText(carol.email)).toBeInTheDocument();
  expect(codeField()).toHaveAccessibleDescription(
    'Enter the 6-digit code from your authenticator app',
  );
  expect(codeField()).toHaveAttribute('inputmode', 'numeric');
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(toasts).toEqual([]);
  expect(router.location.pathname).toBe('/auth');
  expect(await axe(container)).toHaveNoViolations();

  await user.tab();
  expect(codeField()).toHaveFocus();
  await user.keyboard('000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  expect(codeField()).toHaveValue('000000');
  expect(screen.getByText(carol.email)).toBeInTheDocument();
  expect(router.location.pathname).toBe('/auth');
  expect(toasts).toEqual([]);

  await user.clear(codeField());
  await user.keyboard(`${GOOD_CODE}{Enter}`);
  await waitFor(() => expect(router.location.pathname).toBe('/create'));
  expect(toasts).toEqual([expect.objectContaining({ title: 'Welcome back!' })]);
  const verifies = requests.all.filter(({ path }) => path === 'factors/app/verify');
  expect(verifies.map(({ body }) => (body as { code: string }).code)).toEqual([
    '000000',
    GOOD_CODE,
  ]);
});

it('Cancel signs out and goes back to Sign In with the address kept', async () => {
  const { router, user } = setUp();
  await signInByKeyboard(user);
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByLabelText('Email')).toHaveValue(carol.email);
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(requests.auth('logout')).toHaveLength(1);
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect(new URLSearchParams(router.location.search).get('next')).toBe('/create');
  expect(toasts).toEqual([]);
});

it('asks for six digits before sending a code', async () => {
  const { user } = setUp();
  await signInByKeyboard(user);
  await user.type(await screen.findByLabelText('6-digit code'), '12{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits from your app.');
  expect(requests.all.some(({ path }) => path.endsWith('/verify'))).toBe(false);
});
