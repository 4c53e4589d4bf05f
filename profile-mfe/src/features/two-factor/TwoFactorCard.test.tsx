import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import {
  FAKE_TOTP_SECRET,
  fakeMfaBackend,
  setupSupabaseHttp,
  storeAuthSession,
  type FakeFactor,
} from '@likegripe/tooling/supabase-http';
import { ALICE, BOB, signedInAs } from '../../testing/profile-fixtures';
import { TwoFactorCard } from './TwoFactorCard';

const { server, requests } = setupSupabaseHttp();
const alice = { id: ALICE.id, email: 'alice@example.com' };
const GOOD_CODE = '246810';

function setUp(factors: FakeFactor[] = [], viewer = alice) {
  const backend = fakeMfaBackend(alice, GOOD_CODE, factors);
  server.use(...backend.handlers);
  storeAuthSession(viewer);
  const view = renderWithProviders(<TwoFactorCard profileId={ALICE.id} />, {
    route: '/profile/alice',
    preloadedState: signedInAs(viewer),
  });
  return { ...view, backend, user: userEvent.setup() };
}

const status = () => screen.findByRole('status');
const deletes = () => requests.all.filter((request) => request.method === 'DELETE');

it('turns two-factor on by keyboard: QR code, secret, a wrong code kept, then On', async () => {
  const { container, backend, user } = setUp();
  expect(await status()).toHaveTextContent('Status: Off');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Turn on' })).toHaveFocus();
  await user.keyboard('{Enter}');

  const title = await screen.findByRole('heading', { name: 'Set up your authenticator app' });
  expect(title).toHaveFocus();
  const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByText(FAKE_TOTP_SECRET)).toBeInTheDocument();
  const code = screen.getByLabelText('6-digit code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await axe(container)).toHaveNoViolations();

  await user.click(code);
  await user.keyboard('111111{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  expect(code).toHaveValue('111111');
  expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  await user.clear(code);
  await user.keyboard(`${GOOD_CODE}{Enter}`);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: On'));
  expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  expect(backend.factors).toEqual([{ id: 'factor-1', status: 'verified' }]);
  expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
});

it('asks for six digits before sending anything', async () => {
  const { user } = setUp();
  await user.click(await screen.findByRole('button', { name: 'Turn on' }));
  await user.type(await screen.findByLabelText('6-digit code'), '12ab{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits from your app.');
  expect(requests.all.some(({ path }) => path.endsWith('/verify'))).toBe(false);
});

it('Cancel during set-up removes the unfinished factor and shows Off again', async () => {
  const { backend, user } = setUp();
  await user.click(await screen.findByRole('button', { name: 'Turn on' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(deletes().map(({ path }) => path)).toEqual(['factors/factor-1']));
  expect(backend.factors).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('Status: Off');
  expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
});

it('removes a leftover unfinished factor before a new set-up', async () => {
  const { user } = setUp([{ id: 'old', status: 'unverified' }]);
  await user.click(await screen.findByRole('button', { name: 'Turn on' }));
  await screen.findByRole('heading', { name: 'Set up your authenticator app' });
  expect(deletes().map(({ path }) => path)).toEqual(['factors/old']);
});

it('turns two-factor off only after a fresh code', async () => {
  const { backend, user } = setUp([{ id: 'app', status: 'verified' }]);
  expect(await status()).toHaveTextContent('Status: On');
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(
    await screen.findByRole('heading', { name: 'Turn off two-factor authentication' }),
  ).toHaveFocus();
  await user.type(screen.getByLabelText('6-digit code'), '000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  expect(deletes()).toEqual([]);

  await user.clear(screen.getByLabelText('6-digit code'));
  await user.type(screen.getByLabelText('6-digit code'), `${GOOD_CODE}{Enter}`);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Off'));
  expect(deletes().map(({ path }) => path)).toEqual(['factors/app']);
  expect(backend.factors).toEqual([]);
});

it("shows nothing on someone else's profile", () => {
  const { container } = setUp([], BOB);
  expect(container).toBeEmptyDOMElement();
});
