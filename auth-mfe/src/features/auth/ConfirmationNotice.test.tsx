import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { http } from 'msw';
import {
  authError,
  authUrl,
  gotrueHandlers,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers);
const toasts = recordToasts();

async function resendTo(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
}

describe('a confirmation link that could not be used', () => {
  it('says the link expired or was used and offers a new one', async () => {
    const { container } = renderWithProviders(<AuthPage />, {
      route: '/auth?confirmation=expired',
    });
    expect(screen.getByRole('heading', { name: 'Confirmation link expired' })).toBeInTheDocument();
    expect(
      screen.getByText(/This confirmation link has expired or was already used\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends a new link to the typed address, then offers Sign In with it', async () => {
    const { router } = renderWithProviders(<AuthPage />, {
      route: '/auth?confirmation=expired&next=%2Fcreate',
    });
    await resendTo('late@example.com');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Confirmation email sent!',
          description: 'Please check your email to verify your account.',
        }),
      ]),
    );
    const [resend] = requests.auth('resend');
    expect(resend?.query).toEqual({ redirect_to: 'http://localhost/create' });
    expect(resend?.body).toMatchObject({ type: 'signup', email: 'late@example.com' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('late@example.com');
    expect(router.location.search).toBe('?next=%2Fcreate');
  });

  it('keeps the address and explains a refusal in a sentence', async () => {
    server.use(
      http.post(authUrl('resend'), () =>
        authError(
          429,
          'For security purposes, you can only request this after 50 seconds.',
          'over_email_send_rate_limit',
        ),
      ),
    );
    renderWithProviders(<AuthPage />, { route: '/auth?confirmation=failed' });
    expect(screen.getByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
    await resendTo('late@example.com');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Error sending email',
          description: 'Too many emails requested. Please wait a moment before trying again.',
        }),
      ]),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('late@example.com');
  });

  it('goes back to Sign In', async () => {
    renderWithProviders(<AuthPage />, { route: '/auth?confirmation=expired' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
