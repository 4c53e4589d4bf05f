import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { http, HttpResponse } from 'msw';
import {
  authError,
  authSession,
  authUrl,
  gotrueHandlers,
  postgrestError,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { usernameRpcs } from '../../testing/username-rpcs';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers, ...usernameRpcs());
const toasts = recordToasts();

const answerSignUp = (answer: () => Response | Promise<Response>) =>
  server.use(http.post(authUrl('signup'), answer));

/** The one sign-up request, with its redirect in the query and its details in the body. */
function signUpRequest() {
  expect(requests.auth('signup')).toHaveLength(1);
  return requests.auth('signup')[0];
}

const typedValues = {
  Email: 'new@example.com',
  Username: 'new_member',
  'Display Name': 'New Member',
  Password: 'long-enough-password',
};
const fields = Object.keys(typedValues) as (keyof typeof typedValues)[];

async function fillSignUp(username = typedValues.Username) {
  const user = userEvent.setup();
  for (const label of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(label === 'Username' ? username : typedValues[label]);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

function lastToast() {
  return toasts[toasts.length - 1];
}

describe('the Sign Up tab', () => {
  it('opens from ?tab=signup with four required fields', () => {
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    for (const label of fields) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('checks the username, then signs up with the metadata and the site root as redirect', async () => {
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    await waitFor(() => expect(toasts).toHaveLength(1));
    const checks = requests.all.filter((request) => request.path.startsWith('rpc/'));
    expect(checks.map((request) => [request.path, request.body])).toEqual([
      ['rpc/validate_username', { username_to_validate: 'new_member' }],
      ['rpc/check_username_available', { username_to_check: 'new_member' }],
    ]);
    const signUp = signUpRequest();
    expect(signUp?.query).toEqual({ redirect_to: 'http://localhost/' });
    expect(signUp?.body).toMatchObject({
      email: 'new@example.com',
      password: 'long-enough-password',
      data: { username: 'new_member', display_name: 'New Member' },
    });
    expect(lastToast()).toMatchObject({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
    });
    // The form gives way to the step that waits for the link.
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
  });

  it('shows the success toast in place of the error of the try before', async () => {
    server.use(...usernameRpcs({ available: () => false }));
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp('taken_name');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error creating account' }));
    server.use(...usernameRpcs());
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Account created!' }));
    const [failed, created] = toasts;
    expect(created?.kind).toEqual(expect.any(String));
    expect(created?.kind).toBe(failed?.kind);
  });

  it('signs straight in, without the step, when no confirmation is needed', async () => {
    answerSignUp(() =>
      HttpResponse.json(authSession({ id: 'new-user', email: 'new@example.com' })),
    );
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Account created!' }));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('leads the confirmation link back to the page the visitor came from', async () => {
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup&next=%2Fcreate' });
    await fillSignUp();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(signUpRequest()?.query).toEqual({ redirect_to: 'http://localhost/create' });
  });

  it("reads 'Creating Account...' while busy", async () => {
    answerSignUp(() => new Promise(() => undefined));
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it.each([
    [
      'an invalid username',
      usernameRpcs({ valid: () => false }),
      'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
    ],
    [
      'a taken username',
      usernameRpcs({ available: () => false }),
      'Username is already taken. Please choose another one.',
    ],
    [
      'a failed availability check',
      usernameRpcs({ available: () => postgrestError(500, { message: 'network down' }) }),
      'Unable to verify username availability. Please try again.',
    ],
  ])('stops %s with its message and keeps the form', async (_case, answers, message) => {
    server.use(...answers);
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp('taken_name');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error creating account', description: message }),
    );
    expect(requests.auth('signup')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Username')).toHaveValue('taken_name');
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough-password');
  });

  it.each([
    [
      { message: 'Email rate limit exceeded', status: 400 },
      'Too many signup attempts. Please wait a moment before trying again.',
    ],
    [
      { message: 'Slow down', status: 429 },
      'Too many signup attempts. Please wait a moment before trying again.',
    ],
    [{ message: 'User already registered', status: 422 }, 'User already registered'],
  ])('maps the auth error %j to its spec message', async (error, message) => {
    answerSignUp(() => authError(error.status, error.message));
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error creating account', description: message }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('calls an unexpected failure unexpected', async () => {
    // An empty success: supabase-js throws reading the user out of it, not an auth error.
    answerSignUp(() => new Response('null', { headers: { 'Content-Type': 'application/json' } }));
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error creating account',
        description: 'An unexpected error occurred. Please try again.',
      }),
    );
  });
});
