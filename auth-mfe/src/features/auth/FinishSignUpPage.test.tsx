import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import type { RootState } from '@likegripe/shared-core';
import { http } from 'msw';
import {
  authError,
  authUrl,
  gotrueHandlers,
  postgrestTable,
  storeAuthSession,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { usernameRpcs } from '../../testing/username-rpcs';
import App from '../../App';

const firstSignUpProfile = {
  id: 'u1',
  username: 'first_choice',
  display_name: 'First Choice',
  bio: null,
  avatar_url: null,
  created_at: '2026-12-01T00:00:00Z',
};

const profiles: Array<typeof firstSignUpProfile> = [];
const { server, requests } = setupSupabaseHttp(
  ...gotrueHandlers,
  ...usernameRpcs(),
  postgrestTable('profiles', profiles),
);
const toasts = recordToasts();
beforeEach(() => {
  profiles.splice(0, profiles.length, { ...firstSignUpProfile });
  storeAuthSession({ id: 'u1', email: 'owner@example.com' });
});

const profileUpdates = () => requests.table('profiles', 'PATCH');
const passwordUpdates = () =>
  requests.all.filter((request) => request.method === 'PUT' && request.path === 'user');

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
    expect(profileUpdates()).toHaveLength(0);
    expect(passwordUpdates().map((request) => request.body)).toEqual([
      expect.objectContaining({ password: 'owner-new-passphrase' }),
    ]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Your account is ready' })]);
  });

  it('saves the member’s own username and display name before the password', async () => {
    const { router } = openFinishPage();
    await fillIn({ username: 'my_name', displayName: 'My Name', password: 'owner-new-passphrase' });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(profileUpdates().map((request) => [request.query, request.body])).toEqual([
      [{ id: 'eq.u1' }, { username: 'my_name', display_name: 'My Name' }],
    ]);
    expect(profiles[0]).toMatchObject({ username: 'my_name', display_name: 'My Name' });
    expect(passwordUpdates().map((request) => request.body)).toEqual([
      expect.objectContaining({ password: 'owner-new-passphrase' }),
    ]);
    // The profile first: a refused password then leaves it saved.
    expect(requests.all.indexOf(profileUpdates()[0]!)).toBeLessThan(
      requests.all.indexOf(passwordUpdates()[0]!),
    );
  });

  it('refuses a taken username under its field and keeps everything typed', async () => {
    server.use(...usernameRpcs({ available: () => false }));
    const { router } = openFinishPage();
    await fillIn({ username: 'taken_name', password: 'owner-new-passphrase' });
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username is already taken. Please choose another one.',
      ),
    );
    expect(profileUpdates()).toHaveLength(0);
    expect(passwordUpdates()).toHaveLength(0);
    expect(screen.getByLabelText('Username')).toHaveValue('taken_name');
    expect(screen.getByLabelText('New Password')).toHaveValue('owner-new-passphrase');
    expect(router.location.pathname).toBe('/auth/finish');
  });

  it('shows a refused password under its field and stays', async () => {
    server.use(
      http.put(authUrl('user'), () =>
        authError(422, 'Password should be at least 8 characters.', 'weak_password'),
      ),
    );
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
