import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import {
  authError,
  authSession,
  authUrl,
  gotrueHandlers,
  unreachable,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { AuthPage } from './AuthPage';

const { server, requests } = setupSupabaseHttp(...gotrueHandlers);
const toasts = recordToasts();

const answerSignIn = (answer: () => Response | Promise<Response>) =>
  server.use(http.post(authUrl('token'), answer));

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the Sign In tab', () => {
  it('is the default tab, names the product and requires an email and a password', async () => {
    const { container } = renderWithProviders(<AuthPage />, { route: '/auth' });
    expect(await axe(container)).toHaveNoViolations();
    expect(screen.getByRole('heading', { name: /Like and Gripe/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('welcomes the member back and goes home', async () => {
    const { router } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await fillSignIn('alice@example.com', 'secret-password');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    const [signIn] = requests.auth('token');
    expect(signIn?.query).toEqual({ grant_type: 'password' });
    expect(signIn?.body).toMatchObject({ email: 'alice@example.com', password: 'secret-password' });
    expect(toasts).toEqual([expect.objectContaining({ title: 'Welcome back!' })]);
  });

  it.each([
    ['/auth?next=%2Fcreate', '/create'],
    ['/auth?next=%2Fpost%2Fp1', '/post/p1'],
    ['/auth?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['/auth?next=%2F%2Fevil.example', '/'],
  ])('from %s goes to %s once signed in', async (route, destination) => {
    const { router } = renderWithProviders(<AuthPage />, { route });
    await fillSignIn('alice@example.com', 'secret-password');
    await waitFor(() => expect(router.location.pathname).toBe(destination));
  });

  it('keeps the page to return to when switching tabs', async () => {
    const { router } = renderWithProviders(<AuthPage />, { route: '/auth?next=%2Fcreate' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(new URLSearchParams(router.location.search).get('next')).toBe('/create');
  });

  it("reads 'Signing In...' while busy", async () => {
    let finish: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    answerSignIn(async () => {
      await answered;
      return HttpResponse.json(authSession({ id: 'u1', email: 'alice@example.com' }));
    });
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await fillSignIn('alice@example.com', 'secret-password');
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(toasts).toHaveLength(1));
  });

  it("shows 'Error signing in' with the server's message and keeps what was typed", async () => {
    answerSignIn(() => authError(400, 'Invalid login credentials', 'invalid_credentials'));
    const { router } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await fillSignIn('alice@example.com', 'wrong-password');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Error signing in',
          description: 'Invalid login credentials',
        }),
      ]),
    );
    expect(router.location.pathname).toBe('/auth');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('explains an unreachable server instead of showing the browser\'s "Failed to fetch"', async () => {
    answerSignIn(unreachable);
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await fillSignIn('alice@example.com', 'secret-password');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Error signing in',
          description: 'The server could not be reached. Check your connection and try again.',
        }),
      ]),
    );
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
  });

  it("says 'Error' / 'An unexpected error occurred' when the call itself breaks", async () => {
    // A success without a body: supabase-js throws reading the session out of it.
    answerSignIn(() => HttpResponse.json(null));
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await fillSignIn('alice@example.com', 'secret-password');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ title: 'Error', description: 'An unexpected error occurred' }),
      ]),
    );
  });

  describe('before the address is confirmed', () => {
    const NOT_CONFIRMED =
      'Your email address is not confirmed yet. Open the link in the email we sent you, or ask for a new one.';

    it('says so in a sentence and offers a new link to the typed address', async () => {
      answerSignIn(() => authError(400, 'Email not confirmed', 'email_not_confirmed'));
      const { container } = renderWithProviders(<AuthPage />, { route: '/auth?next=%2Fcreate' });
      await fillSignIn('late@example.com', 'secret-password');
      await waitFor(() =>
        expect(toasts).toEqual([
          expect.objectContaining({ title: 'Error signing in', description: NOT_CONFIRMED }),
        ]),
      );
      expect(screen.getByText(NOT_CONFIRMED)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
      expect(await axe(container)).toHaveNoViolations();

      await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'A new link is on its way to late@example.com.',
      );
      const [resend] = requests.auth('resend');
      expect(resend?.body).toMatchObject({ type: 'signup', email: 'late@example.com' });
      expect(resend?.query).toEqual({ redirect_to: 'http://localhost/create' });
    });

    it('drops the offer once another address is typed', async () => {
      answerSignIn(() => authError(400, 'Email not confirmed', 'email_not_confirmed'));
      renderWithProviders(<AuthPage />, { route: '/auth' });
      await fillSignIn('late@example.com', 'secret-password');
      const resend = await screen.findByRole('button', { name: 'Resend confirmation link' });
      await userEvent.type(screen.getByLabelText('Email'), 'x');
      expect(resend).not.toBeInTheDocument();
    });

    it('offers nothing for other refusals', async () => {
      answerSignIn(() => authError(400, 'Invalid login credentials', 'invalid_credentials'));
      renderWithProviders(<AuthPage />, { route: '/auth' });
      await fillSignIn('alice@example.com', 'wrong-password');
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(
        screen.queryByRole('button', { name: 'Resend confirmation link' }),
      ).not.toBeInTheDocument();
    });
  });
});
