import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { createFakeAuthClient, type FakeAuthClient } from '../../testing/fake-auth-client';
import { AuthPage } from './AuthPage';

let client: FakeAuthClient;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => client,
}));

const toasts = recordToasts();
beforeEach(() => {
  client = createFakeAuthClient();
});

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
    expect(client.rpc.mock.calls).toEqual([
      ['validate_username', { username_to_validate: 'new_member' }],
      ['check_username_available', { username_to_check: 'new_member' }],
    ]);
    expect(client.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'long-enough-password',
      options: {
        emailRedirectTo: 'http://localhost/',
        data: { username: 'new_member', display_name: 'New Member' },
      },
    });
    expect(lastToast()).toMatchObject({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
    });
    // The member is sent to Sign In with their email ready.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('leads the confirmation link back to the page the visitor came from', async () => {
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup&next=%2Fcreate' });
    await fillSignUp();
    await waitFor(() => expect(client.auth.signUp).toHaveBeenCalled());
    expect(client.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ emailRedirectTo: 'http://localhost/create' }),
      }),
    );
  });

  it("reads 'Creating Account...' while busy", async () => {
    client.auth.signUp.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it.each([
    [
      'an invalid username',
      [{ data: false, error: null }],
      'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
    ],
    [
      'a taken username',
      [
        { data: true, error: null },
        { data: false, error: null },
      ],
      'Username is already taken. Please choose another one.',
    ],
    [
      'a failed availability check',
      [
        { data: true, error: null },
        { data: null, error: { message: 'network down' } },
      ],
      'Unable to verify username availability. Please try again.',
    ],
  ])('stops %s with its message and keeps the form', async (_case, rpcResults, message) => {
    for (const result of rpcResults) client.rpc.mockResolvedValueOnce(result);
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp('taken_name');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error creating account', description: message }),
    );
    expect(client.auth.signUp).not.toHaveBeenCalled();
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
    client.auth.signUp.mockResolvedValue({ data: {}, error });
    renderWithProviders(<AuthPage />, { route: '/auth?tab=signup' });
    await fillSignUp();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error creating account', description: message }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('calls an unexpected failure unexpected', async () => {
    client.auth.signUp.mockRejectedValue(new TypeError('Failed to fetch'));
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
