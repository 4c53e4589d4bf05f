import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { signedIn, type RootState } from '@likegripe/shared-core';
import { http } from 'msw';
import {
  authError,
  authUrl,
  gotrueHandlers,
  storeAuthSession,
  setupSupabaseHttp,
  testAccessToken,
} from '@likegripe/tooling/supabase-http';
import App from '../../App';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers);
const toasts = recordToasts();

const alice = { id: 'u1', email: 'alice@example.com' };
const recovering: Partial<RootState> = {
  session: { status: 'signedIn', user: alice, profile: null },
};

/** The recovery session the reset link brought, where supabase-js keeps it. */
const openResetPageWithSession = () => {
  storeAuthSession(alice);
  return openResetPage(recovering);
};

function openResetPage(preloadedState?: Partial<RootState>) {
  return renderWithProviders(<App />, { route: '/auth/reset', preloadedState });
}

async function submitNewPassword(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return user;
}

describe('the new password page (/auth/reset)', () => {
  it('waits for the session the link brought, then asks for a new password', async () => {
    const { store, container } = openResetPage();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(signedIn({ user: { id: 'u1', email: 'alice@example.com' } }));
    });
    const field = await screen.findByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toBeRequired();
    expect(screen.getByText(/Choose a new password for alice@example\.com\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sets the password, greets the member and goes home signed in', async () => {
    const { router } = openResetPageWithSession();
    await submitNewPassword('brand-new-passphrase');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    const [update] = requests.all.filter((request) => request.method === 'PUT');
    expect(update?.path).toBe('user');
    expect(update?.headers.get('authorization')).toBe(`Bearer ${testAccessToken(alice)}`);
    expect(update?.body).toMatchObject({ password: 'brand-new-passphrase' });
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Password updated!',
        description: 'You are signed in with your new password.',
        variant: 'success',
      }),
    ]);
  });

  it("reads 'Updating Password...' while busy", async () => {
    server.use(http.put(authUrl('user'), () => new Promise<Response>(() => undefined)));
    openResetPageWithSession();
    await submitNewPassword('brand-new-passphrase');
    expect(await screen.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
  });

  it.each([
    [
      'a weak password',
      () => authError(422, 'Password should be at least 8 characters.', 'weak_password'),
      'Password should be at least 8 characters.',
    ],
    [
      'the old password again',
      () =>
        authError(422, 'New password should be different from the old password.', 'same_password'),
      'New password should be different from the old password.',
    ],
    [
      'a session that is gone',
      () => authError(403, 'Session not found', 'session_not_found'),
      'Your reset link has expired. Please ask for a new one and try again.',
    ],
  ])('explains %s and keeps what was typed', async (_case, answer, message) => {
    server.use(http.put(authUrl('user'), answer));
    const { router } = openResetPageWithSession();
    await submitNewPassword('short');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Error updating password', description: message }),
    ]);
    expect(screen.getByLabelText('New Password')).toHaveValue('short');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.location.pathname).toBe('/auth/reset');
  });

  it('without a session, says the link is needed and offers to send one', async () => {
    const { container, router } = openResetPage({
      session: { status: 'signedOut', user: null, profile: null },
    });
    expect(screen.getByRole('heading', { name: 'Reset link needed' })).toHaveFocus();
    expect(screen.getByText(/open the link in the email we sent you/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(requests.auth('recover')[0]?.body).toMatchObject({ email: 'alice@example.com' });
    expect(requests.auth('recover')[0]?.query).toEqual({
      redirect_to: 'http://localhost/auth/reset',
    });

    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(router.location.pathname).toBe('/auth');
  });
});
