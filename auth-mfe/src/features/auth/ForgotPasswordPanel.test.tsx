import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { http } from 'msw';
import {
  authError,
  authUrl,
  gotrueHandlers,
  unreachable,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers);
const toasts = recordToasts();

const answerRecover = (answer: () => Response | Promise<Response>) =>
  server.use(http.post(authUrl('recover'), answer));

/** The reset mail asked for: the address in the body, the link's target in the query. */
function expectResetMailFor(email: string) {
  const [recover] = requests.auth('recover');
  expect(requests.auth('recover')).toHaveLength(1);
  expect(recover?.body).toMatchObject({ email });
  expect(recover?.query).toEqual({ redirect_to: 'http://localhost/auth/reset' });
}

const sentSentence = (email: string) =>
  `If an account exists for ${email}, a link to reset your password is on its way. It works once and can take a minute to arrive.`;

async function openForgotFromSignIn(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
  return user;
}

describe('Forgot your password?', () => {
  it('opens from Sign In with the typed address, the heading focused', async () => {
    const { router, container } = renderWithProviders(<AuthPage />, {
      route: '/auth?next=%2Fcreate',
    });
    await openForgotFromSignIn('alice@example.com');
    const heading = await screen.findByRole('heading', { name: 'Reset your password' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(router.location.search).toBe('?view=forgot&next=%2Fcreate');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends a link to the new password page and then says so without telling whether the account exists', async () => {
    const { container } = renderWithProviders(<AuthPage />, { route: '/auth?view=forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expectResetMailFor('someone@example.com');
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(sentSentence('someone@example.com'));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("reads 'Sending...' while the request is under way", async () => {
    answerRecover(() => new Promise(() => undefined));
    renderWithProviders(<AuthPage />, { route: '/auth?view=forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it.each([
    [
      'the per-address interval',
      () =>
        authError(
          429,
          'For security purposes, you can only request this after 37 seconds.',
          'over_email_send_rate_limit',
        ),
      'Too many emails requested. Please wait a moment before trying again.',
    ],
    [
      'the per-IP limit',
      () => authError(429, 'Request rate limit reached', 'over_request_rate_limit'),
      'Too many emails requested. Please wait a moment before trying again.',
    ],
    [
      'an unreachable server',
      unreachable,
      'The server could not be reached. Check your connection and try again.',
    ],
  ])('explains %s and keeps the typed address', async (_case, answer, message) => {
    answerRecover(answer);
    renderWithProviders(<AuthPage />, { route: '/auth?view=forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Error sending email', description: message }),
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('goes back to Sign In with the address it was given', async () => {
    const { router } = renderWithProviders(<AuthPage />, { route: '/auth?view=forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'back@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('back@example.com');
    expect(router.location.search).toBe('');
  });
});

describe('a reset link that could not be used', () => {
  it('says an expired or used link expired and sends a new one', async () => {
    const { router } = renderWithProviders(<AuthPage />, {
      route: '/auth?confirmation=expired&next=%2Fauth%2Freset',
    });
    const heading = screen.getByRole('heading', { name: 'Reset link expired' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/This password reset link has expired or was already used\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirmation link expired')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'late@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expectResetMailFor('late@example.com');
    // Back to Sign In does not lead to the new password page once signed in.
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(router.location.search).toBe('');
  });

  it('calls any other refusal a link that could not be used', () => {
    renderWithProviders(<AuthPage />, {
      route: '/auth?confirmation=failed&next=%2Fauth%2Freset',
    });
    expect(
      screen.getByRole('heading', { name: 'Reset link could not be used' }),
    ).toBeInTheDocument();
  });

  it('is explained to a member whom the first click of the same link signed in', () => {
    renderWithProviders(<AuthPage />, {
      route: '/auth?confirmation=expired&next=%2Fauth%2Freset',
      preloadedState: {
        session: { status: 'signedIn', user: { id: 'u1', email: 'a@example.com' }, profile: null },
      },
    });
    expect(screen.getByRole('heading', { name: 'Reset link expired' })).toBeInTheDocument();
  });
});
