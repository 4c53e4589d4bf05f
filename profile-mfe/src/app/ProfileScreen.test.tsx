import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { createFakeSupabase, NO_ROWS, type FakeSupabase } from '../testing/fake-supabase';
import {
  ALICE,
  ALICE_STATS,
  BOB,
  aliceResponder,
  signedInAs,
  signedOut,
} from '../testing/profile-fixtures';
import { ProfileScreen } from './ProfileScreen';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

const renderProfile = (username: string, preloadedState: object = signedOut) =>
  renderWithProviders(<ProfileScreen />, {
    route: `/profile/${username}`,
    path: '/profile/:username',
    preloadedState,
  });

beforeEach(() => {
  fake = createFakeSupabase({ respond: aliceResponder() });
});

describe('the profile screen', () => {
  it("reads 'Loading profile...' first, then shows the member", async () => {
    renderProfile('alice');
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByText('@alice')).toBeInTheDocument();
    expect(screen.getByText('Gadget tinkerer and coffee snob.')).toBeInTheDocument();
    expect(screen.getByText('Member since October 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Alice Chen' })).toHaveTextContent('A');
  });

  it('shows the follower and following counts and the three stat cards', async () => {
    renderProfile('alice');
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('4Followers');
    expect(screen.getByTestId('following-count')).toHaveTextContent('2Following');
    const stats = within(screen.getByRole('list', { name: 'Statistics' }));
    expect(stats.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2Posts Created',
      '1Likes Given',
      '0Gripes Given',
    ]);
  });

  it('shows the trust badge with the rounded overall score', async () => {
    renderProfile('alice');
    expect(await screen.findByText('Silver (73)')).toBeInTheDocument();
  });

  it('shows the not-found texts for an unknown username', async () => {
    renderProfile('ghost');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(screen.getByText('The user @ghost does not exist.')).toBeInTheDocument();
  });

  it("says a profile that could not be read could not be loaded, not 'Profile not found', and Retry loads it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const world = aliceResponder();
    fake = createFakeSupabase({
      respond: (request) =>
        down && request.table === 'profiles'
          ? { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } }
          : world(request),
    });
    renderProfile('alice');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this profile');
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load this profile')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it.each([
    [
      'the server could not be reached',
      { message: 'TypeError: Failed to fetch', code: '' },
      'The server could not be reached. Check your connection and try again.',
    ],
    [
      'the server answered with an error',
      { message: 'Internal Server Error', code: '' },
      'Something went wrong on the server. Please try again in a moment.',
    ],
  ])('says why the profile could not be loaded when %s', async (_case, error, sentence) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const world = aliceResponder();
    fake = createFakeSupabase({
      respond: (request) => (request.table === 'profiles' ? { data: null, error } : world(request)),
    });
    renderProfile('alice');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this profile');
    expect(alert).toHaveTextContent(sentence);
    logged.mockRestore();
  });

  it('refreshes the follower count live when a follow row changes', async () => {
    let followers = ALICE_STATS.follower_count;
    fake = createFakeSupabase({
      respond: aliceResponder({
        profile_stats: () => ({
          data: { ...ALICE_STATS, follower_count: followers },
          error: null,
        }),
      }),
    });
    renderProfile('alice');
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('4Followers');
    await waitFor(() => expect(fake.client.channel).toHaveBeenCalled());
    expect(fake.realtimeFilters).toEqual([
      expect.objectContaining({ table: 'user_follows', filter: `following_id=eq.${ALICE.id}` }),
      expect.objectContaining({ table: 'user_follows', filter: `follower_id=eq.${ALICE.id}` }),
    ]);
    followers = 5;
    act(() => fake.emitRealtime({ eventType: 'INSERT' }));
    await waitFor(() =>
      expect(screen.getByTestId('follower-count')).toHaveTextContent('5Followers'),
    );
  });
});

describe('Follow and Edit Profile buttons', () => {
  it('are hidden from visitors', async () => {
    renderProfile('alice');
    await screen.findByRole('heading', { name: 'Alice Chen' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('offer Follow, not Edit Profile, on another member’s profile', async () => {
    renderProfile('alice', signedInAs(BOB));
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('offer Edit Profile, not Follow, on the own profile', async () => {
    renderProfile('alice', signedInAs({ id: ALICE.id, email: 'alice@example.com' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('opens the Edit Profile dialog and closes it with Cancel', async () => {
    const user = userEvent.setup();
    renderProfile('alice', signedInAs({ id: ALICE.id, email: 'alice@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Unfollow when the own follow row exists', async () => {
    fake = createFakeSupabase({
      respond: aliceResponder({ user_follows: () => ({ data: { id: 'f1' }, error: null }) }),
    });
    renderProfile('alice', signedInAs(BOB));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('reads a missing follow row (PGRST116) as not following', async () => {
    fake = createFakeSupabase({ respond: aliceResponder({ user_follows: () => NO_ROWS }) });
    renderProfile('alice', signedInAs(BOB));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });
});
