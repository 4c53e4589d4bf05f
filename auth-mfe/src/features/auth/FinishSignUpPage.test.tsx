import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import type { RootState } from '@likegripe/shared-core';
import { createFakeAuthClient, type FakeAuthClient } from '../../testing/fake-auth-client';
import App from '../../App';

let client: FakeAuthClient;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => client,
}));

const toasts = recordToasts();
beforeEach(() => {
  client = createFakeAuthClient();
});

const firstSignUpProfile = {
  id: 'u1',
  username: 'first_choice',
  display_name: 'First Choice',
  bio: null,
  avatar_url: null,
  created_at: '2026-12-01T00:00:00Z',
};

const session = (signUpContested: boolean): Partial<RootState> => ({
  session: {
    status: 'signedIn',
    user: { id: 'u1', email: 'owner@example.com', signUpContested },
    profile: firstSignUpProfile,
  },
});

function openFinishPage(signUpContested = true) {
  return renderWithProviders(<App />, {
    route: '/auth/finish',
    preloadedState: session(signUpContested),
  });
}

async function fillIn(fields: { username?: string; displayName?: string; password: string }) {
  const user = userEvent.setup();
  if (fields.username !== undefined) {
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), fields.username);
  }
  if (fields.displayName !== undefined) {
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), fields.displayName);
  }
  await user.type(screen.getByLabelText('New Password'), fields.password);
  await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
}

describe('finishing a contested sign-up (/auth/finish)', () => {
  it('says why and starts from the profile the first sign-up chose', async () => {
    const { container } = openFinishPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Finish setting up your account' }),
    ).toHaveFocus();
    expect(screen.getByText(/owner@example\.com was signed up more than once/)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('first_choice');
    expect(screen.getByLabelText('Display Name')).toHaveValue('First Choice');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a username the member recognises and sets only the password', async () => {
    const { router } = openFinishPage();
    await fillIn({ password: 'owner-new-passphrase' });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(client.updateProfile).not.toHaveBeenCalled();
    expect(client.auth.updateUser).toHaveBeenCalledWith({ password: 'owner-new-passphrase' });
    expect(toasts).toEqual([expect.objectContaining({ title: 'Your account is ready' })]);
  });

  it('saves the member’s own username and display name before the password', async () => {
    const { router } = openFinishPage();
    await fillIn({ username: 'my_name', displayName: 'My Name', password: 'owner-new-passphrase' });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(client.updateProfile).toHaveBeenCalledWith(
      { username: 'my_name', display_name: 'My Name' },
      'u1',
    );
    expect(client.auth.updateUser).toHaveBeenCalledWith({ password: 'owner-new-passphrase' });
  });

  it('refuses a taken username under its field and keeps everything typed', async () => {
    client.rpc.mockImplementation(async (name) => ({
      data: name !== 'check_username_available',
      error: null,
    }));
    const { router } = openFinishPage();
    await fillIn({ username: 'taken_name', password: 'owner-new-passphrase' });
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username is already taken. Please choose another one.',
      ),
    );
    expect(client.updateProfile).not.toHaveBeenCalled();
    expect(client.auth.updateUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('taken_name');
    expect(screen.getByLabelText('New Password')).toHaveValue('owner-new-passphrase');
    expect(router.location.pathname).toBe('/auth/finish');
  });

  it('shows a refused password under its field and stays', async () => {
    client.auth.updateUser.mockResolvedValue({
      data: null,
      error: { message: 'Password should be at least 8 characters.', status: 422 },
    });
    const { router } = openFinishPage();
    await fillIn({ password: 'short' });
    expect(await screen.findByLabelText('New Password')).toHaveAccessibleDescription(
      'Password should be at least 8 characters.',
    );
    expect(router.location.pathname).toBe('/auth/finish');
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error saving your account' })]);
  });

  it('sends a member with nothing to finish home', () => {
    const { router } = openFinishPage(false);
    expect(router.location.pathname).toBe('/');
  });
});
