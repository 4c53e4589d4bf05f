import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import {
  authError,
  authUrl,
  gotrueHandlers,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { usernameRpcs } from '../../testing/username-rpcs';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers, ...usernameRpcs());
const toasts = recordToasts();

const ADDRESS = 'new@example.com';

/** Signs up from the Sign Up tab and waits for the step that follows. */
async function signUp(route = '/auth?tab=signup') {
  const view = renderWithProviders(<AuthPage />, { route });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), ADDRESS);
  await user.type(screen.getByLabelText('Username'), 'new_member');
  await user.type(screen.getByLabelText('Display Name'), 'New Member');
  await user.type(screen.getByLabelText('Password'), 'long-enough-password');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return { ...view, user };
}

const refuseResend = (seconds: number) =>
  server.use(
    http.post(authUrl('resend'), () =>
      authError(
        429,
        `For security purposes, you can only request this after ${String(seconds)} seconds.`,
        'over_email_send_rate_limit',
      ),
    ),
  );

afterEach(() => {
  jest.useRealTimers();
});

describe('the step after a sign-up that needs confirming', () => {
  it('says where the link went, takes focus and keeps the spec’s toast', async () => {
    const { container } = await signUp();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      `We sent a link to ${ADDRESS}.`,
    );
    expect(screen.getByText(/Open it to confirm your account/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Account created!',
        description: 'Please check your email to verify your account.',
      }),
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('resends the link to the address, back to the page the visitor came from', async () => {
    const { user } = await signUp('/auth?tab=signup&next=%2Fcreate');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(`A new link is on its way to ${ADDRESS}.`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`A new link is on its way to ${ADDRESS}.`);
    const [resend] = requests.auth('resend');
    expect(resend?.body).toMatchObject({ type: 'signup', email: ADDRESS });
    expect(resend?.query).toEqual({ redirect_to: 'http://localhost/create' });
  });

  it('explains a refusal for the mail interval and counts down until a resend may go', async () => {
    await signUp();
    refuseResend(2);
    jest.useFakeTimers();
    const resend = screen.getByRole('button', { name: 'Resend' });
    fireEvent.click(resend);
    await screen.findByText('Too many emails requested. Please wait a moment before trying again.');
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can ask for another link in 2 s.');
    // Pressed while the server would refuse, nothing is sent.
    fireEvent.click(resend);
    expect(requests.auth('resend')).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveAccessibleDescription('You can ask for another link in 1 s.');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(resend).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();

    server.use(http.post(authUrl('resend'), () => HttpResponse.json({})));
    fireEvent.click(resend);
    await screen.findByText(`A new link is on its way to ${ADDRESS}.`);
    expect(requests.auth('resend')).toHaveLength(2);
  });

  it('Change address goes back to the form; the username the first sign-up holds is left out, saying why', async () => {
    const { user } = await signUp();
    // The sign-up just made holds its username from now on, as the database would answer.
    server.use(...usernameRpcs({ available: (args) => args.username_to_check !== 'new_member' }));
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Email')).toHaveValue(ADDRESS);
    expect(screen.getByLabelText('Display Name')).toHaveValue('New Member');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('');
    expect(username).toHaveAccessibleDescription(
      'The sign-up you just made keeps the username new_member until its link is opened, so choose another one for the new address.',
    );

    // With the address corrected and another username, Create Account goes through.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'right@example.com');
    await user.type(username, 'new_member_2');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/We sent a link to/)).toHaveTextContent(
      'We sent a link to right@example.com.',
    );
    expect(toasts).not.toContainEqual(
      expect.objectContaining({
        description: 'Username is already taken. Please choose another one.',
      }),
    );
  });

  it('Back to Sign In opens Sign In with the address filled in', async () => {
    const { user } = await signUp();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(ADDRESS));
  });
});
