import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import {
  fakeMfaBackend,
  setupSupabaseHttp,
  storeAuthSession,
  type FakeFactor,
} from '@likegripe/tooling/supabase-http';
import { profileWithFallback } from '@likegripe/shared-core';
import { MODERATOR, SPAM_POST } from '../../testing/moderation-fixtures';
import { moderationBackend } from '../../testing/moderation-backend';
import { ModerationPage } from './ModerationPage';

// A moderator whose session is aal1: the database answers is_moderator false (and would refuse
// the queue), so the page asks for two-factor sign-in instead of loading anything of moderation.

const { server, requests } = setupSupabaseHttp();
const GOOD_CODE = '314159';
const signedInModerator = {
  session: {
    status: 'signedIn' as const,
    user: MODERATOR,
    profile: profileWithFallback(MODERATOR.id, { username: 'mia_mod' }),
  },
};

/** Mia is listed as a moderator but signed in at aal1, with the given authenticator apps. */
function setUp(factors: FakeFactor[]) {
  const backend = fakeMfaBackend(MODERATOR, GOOD_CODE, factors);
  let aal2 = false;
  // After a right code the database knows the session as aal2.
  server.use(
    ...backend.handlers,
    ...moderationBackend({ moderator: () => aal2, queue: [SPAM_POST] }),
  );
  storeAuthSession(MODERATOR);
  const view = renderWithProviders(<ModerationPage />, {
    preloadedState: signedInModerator,
    route: '/moderation',
  });
  return { ...view, user: userEvent.setup(), becomeAal2: () => (aal2 = true) };
}

const rpcNames = () =>
  requests.all.filter(({ path }) => path.startsWith('rpc/')).map(({ path }) => path.slice(4));

it('sends a moderator without an authenticator app to their profile, loading no reports', async () => {
  const { container } = setUp([]);
  expect(await screen.findByText('Moderation needs two-factor sign-in')).toBeVisible();
  expect(
    screen.getByText(
      'Set up two-factor authentication on your profile, then come back to this page.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
    'href',
    '/profile/mia_mod',
  );
  expect(screen.queryByText('Moderators only')).not.toBeInTheDocument();
  expect(rpcNames()).toEqual(['is_moderator']);
  expect(requests.table('moderation_log')).toHaveLength(0);
  expect(await axe(container)).toHaveNoViolations();
});

it('asks a moderator with an app for a code, keeps a wrong one, and opens the queue after', async () => {
  const { container, user, becomeAal2 } = setUp([{ id: 'app', status: 'verified' }]);
  const code = await screen.findByLabelText('6-digit code');
  expect(screen.getByText('Moderation needs two-factor sign-in')).toBeVisible();
  expect(code).toHaveAccessibleDescription(
    'Enter the code from your authenticator app to moderate.',
  );
  expect(screen.queryByRole('link', { name: 'Go to your profile' })).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(code);
  await user.keyboard('12345{Enter}');
  expect(await screen.findByText('Enter the 6 digits from your app.')).toBeVisible();
  await user.clear(code);
  await user.keyboard('000000{Enter}');
  expect(await screen.findByText(/That code is not right/)).toBeVisible();
  expect(code).toHaveValue('000000');
  expect(rpcNames()).not.toContain('moderation_queue');

  becomeAal2();
  await user.clear(code);
  await user.keyboard(`${GOOD_CODE}{Enter}`);
  expect(await screen.findByRole('article', { name: 'Cheap watches' })).toBeVisible();
  await waitFor(() =>
    expect(requests.all.filter(({ path }) => path === 'factors/app/verify')).toHaveLength(2),
  );
});

it('still tells a member who does not moderate, without asking about two-factor', async () => {
  server.use(...moderationBackend({ moderator: false }));
  storeAuthSession(MODERATOR);
  renderWithProviders(<ModerationPage />, {
    preloadedState: signedInModerator,
    route: '/moderation',
  });
  expect(await screen.findByText('Moderators only')).toBeVisible();
  expect(requests.all.map(({ path }) => path)).toEqual(['rpc/is_moderator', 'moderators']);
});
