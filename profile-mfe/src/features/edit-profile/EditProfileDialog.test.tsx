import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { bus, listenerMiddleware } from '@likegripe/shared-core';
import { http } from 'msw';
import { postgrestError, restUrl, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { ALICE, signedInAs } from '../../testing/profile-fixtures';
import { aliceBackend } from '../../testing/alice-backend';
import { EditProfileDialog } from './EditProfileDialog';

const { server, requests } = setupSupabaseHttp();

const toasts = recordToasts();
const profileEvents: unknown[] = [];
beforeAll(() => {
  listenerMiddleware.startListening({
    actionCreator: bus.profileUpdated,
    effect: (action) => {
      profileEvents.push(action.payload);
    },
  });
});

interface SetUp {
  valid?: () => unknown;
  available?: () => unknown;
  updateError?: string;
}

function setUp({ valid, available, updateError }: SetUp = {}) {
  server.use(...aliceBackend({ valid, available }).handlers);
  if (updateError) {
    server.use(
      http.patch(restUrl('profiles'), () =>
        postgrestError(403, { message: updateError, code: '42501' }),
      ),
    );
  }
  profileEvents.length = 0;
  const onClose = jest.fn();
  const view = renderWithProviders(<EditProfileDialog profile={ALICE} onClose={onClose} />, {
    route: '/profile/alice',
    preloadedState: signedInAs({ id: ALICE.id, email: 'alice@example.com' }),
  });
  return { ...view, onClose, user: userEvent.setup() };
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

const updates = () =>
  requests.table('profiles', 'PATCH').map(({ query, body }) => ({ query, body }));
const usernameChecks = () =>
  requests.all.filter(({ path }) => path.startsWith('rpc/')).map(({ path, body }) => [path, body]);

it('starts with the current values and a 3-row bio', () => {
  setUp();
  expect(screen.getByLabelText('Display name')).toHaveValue('Alice Chen');
  expect(screen.getByLabelText('Username')).toHaveValue('alice');
  expect(screen.getByLabelText('Bio')).toHaveValue('Gadget tinkerer and coffee snob.');
  expect(screen.getByLabelText('Bio')).toHaveAttribute('rows', '3');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('saves a new username after the server checks, tells the bus and moves to the new URL', async () => {
  const { user, router, onClose } = setUp();
  await typeInto(user, 'Username', 'alice_new');
  await typeInto(user, 'Bio', 'Now with more coffee.');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(router.location.pathname).toBe('/profile/alice_new'));
  expect(usernameChecks()).toEqual([
    ['rpc/validate_username', { username_to_validate: 'alice_new' }],
    ['rpc/check_username_available', { username_to_check: 'alice_new' }],
  ]);
  expect(updates()).toEqual([
    {
      query: {
        id: `eq.${ALICE.id}`,
        select: 'id,username,display_name,bio,avatar_url,created_at',
      },
      body: {
        display_name: 'Alice Chen',
        username: 'alice_new',
        bio: 'Now with more coffee.',
        avatar_url: null,
      },
    },
  ]);
  expect(profileEvents).toEqual([{ userId: ALICE.id, username: 'alice_new' }]);
  expect(onClose).toHaveBeenCalled();
});

it('keeps the URL and skips the username checks when the username is unchanged', async () => {
  const { user, router } = setUp();
  await typeInto(user, 'Display name', 'Alice C.');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(profileEvents).toHaveLength(1));
  expect(usernameChecks()).toEqual([]);
  expect(router.location.pathname).toBe('/profile/alice');
});

it('rejects a taken username with the spec message and keeps what was typed', async () => {
  const { user, onClose } = setUp({ available: () => false });
  await typeInto(user, 'Username', 'bob_builds');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const message = 'Username is already taken. Please choose another one.';
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Username')).toHaveValue('bob_builds');
  expect(toasts).toEqual([expect.objectContaining({ title: 'Save failed', description: message })]);
  expect(updates()).toEqual([]);
  expect(onClose).not.toHaveBeenCalled();
});

it('rejects an invalid username with the spec message', async () => {
  const { user } = setUp({ valid: () => false });
  await typeInto(user, 'Username', '_bad name');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
  );
  expect(usernameChecks()).toEqual([
    ['rpc/validate_username', { username_to_validate: '_bad name' }],
  ]);
});

it("toasts 'Save failed' with the server's message when the update fails", async () => {
  const { user, onClose } = setUp({ updateError: 'new row violates row-level security' });
  await typeInto(user, 'Display name', 'Alice C.');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Save failed',
        description: 'new row violates row-level security',
      }),
    ]),
  );
  expect(screen.getByLabelText('Display name')).toHaveValue('Alice C.');
  expect(onClose).not.toHaveBeenCalled();
  expect(profileEvents).toEqual([]);
});

it("reads 'Saving...' while the save is under way", async () => {
  let finish: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (finish = resolve));
  const { user } = setUp({ valid: () => answered.then(() => true) });
  await typeInto(user, 'Username', 'alice_two');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  finish();
  await waitFor(() => expect(profileEvents).toHaveLength(1));
});
