import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { api } from '@likegripe/shared-core';
import { http } from 'msw';
import {
  postgrestError,
  restUrl,
  setupSupabaseHttp,
  unreachable,
  type PostgrestErrorBody,
} from '@likegripe/tooling/supabase-http';
import {
  ALICE,
  ALICE_REPUTATION,
  ALICE_STATS,
  BOB,
  alicePage,
  signedInAs,
  signedOut,
} from '../testing/profile-fixtures';
import { aliceBackend } from '../testing/alice-backend';
import { ProfileScreen } from './ProfileScreen';

/** When the page counts as settled (live updates wait for it); at once unless a test holds it. */
let mockPageSettled: Promise<void> = Promise.resolve();
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  whenPageSettled: () => mockPageSettled,
}));

const renderProfile = (username: string, preloadedState: object = signedOut) =>
  renderWithProviders(<ProfileScreen />, {
    route: `/profile/${username}`,
    path: '/profile/:username',
    preloadedState,
  });

const { server, requests, realtime } = setupSupabaseHttp();
const serve = (options?: Parameters<typeof aliceBackend>[0]) =>
  server.use(...aliceBackend(options).handlers);
const pageReads = () => requests.rpc('profile_page').length;

beforeEach(() => {
  serve();
  mockPageSettled = Promise.resolve();
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

  it("reads the page in one request: profile_page by username answers the Posts tab's list too", async () => {
    serve({ page: () => alicePage({ viewer_follows: false }) });
    renderProfile('alice', signedInAs(BOB));
    const posts = within(await screen.findByRole('list', { name: 'Posts' }));
    expect(posts.getByRole('link', { name: 'Open-source note-taking app' })).toBeInTheDocument();
    expect(posts.getByRole('link', { name: 'Phone repair shop' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(requests.all.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'rpc/profile_page', { _username: 'alice' }],
    ]);
  });

  it('reads the Posts tab itself when profile_page answers no posts (an older database)', async () => {
    serve({ page: () => alicePage({ posts: undefined }) });
    renderProfile('alice');
    const posts = within(await screen.findByRole('list', { name: 'Posts' }));
    expect(posts.getByRole('link', { name: 'Phone repair shop' })).toBeInTheDocument();
    expect(requests.all.map(({ path }) => path)).toEqual(['rpc/profile_page', 'posts']);
  });

  it("shows 'Failed to fetch reputation' and the zeroed default when none could be calculated", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ page: () => alicePage({ reputation: null }) });
    renderProfile('alice');
    const card = within(await screen.findByRole('region', { name: 'Reputation' }));
    expect(card.getByRole('alert')).toHaveTextContent('Failed to fetch reputation');
    expect(card.getByRole('progressbar', { name: 'Longevity' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('New (0)')).toBeInTheDocument();
    // The rest of the page is there all the same.
    expect(screen.getByTestId('follower-count')).toHaveTextContent('4Followers');
    logged.mockRestore();
  });

  it.each(['Profile', 'Follow', 'Activity', 'Reputation'] as const)(
    'reads the page again when its %s tag is invalidated',
    async (type) => {
      let posts = ALICE_STATS.posts_count;
      serve({ page: () => alicePage({ profile_stats: { ...ALICE_STATS, posts_count: posts } }) });
      const { store } = renderProfile('alice');
      await screen.findByRole('tab', { name: 'Posts (2)' });
      posts = 3;
      act(() => {
        store.dispatch(api.util.invalidateTags([{ type, id: ALICE.id }]));
      });
      expect(await screen.findByRole('tab', { name: 'Posts (3)' })).toBeInTheDocument();
      expect(pageReads()).toBe(2);
    },
  );

  it('shows the recalculated reputation after Refresh', async () => {
    let overall: number = ALICE_REPUTATION.overall_reputation;
    serve({
      page: () => alicePage({ reputation: { ...ALICE_REPUTATION, overall_reputation: overall } }),
      reputation: () => {
        overall = 88.2;
        return { ...ALICE_REPUTATION, overall_reputation: overall };
      },
    });
    renderProfile('alice');
    await screen.findByText('Silver (73)');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh reputation' }));
    expect(await screen.findByText('Silver (88)')).toBeInTheDocument();
  });

  it('shows the not-found texts for an unknown username', async () => {
    renderProfile('ghost');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(screen.getByText('The user @ghost does not exist.')).toBeInTheDocument();
  });

  it("says a profile that could not be read could not be loaded, not 'Profile not found', and Retry loads it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    serve({ page: () => (down ? unreachable() : alicePage()) });
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
      unreachable,
      'The server could not be reached. Check your connection and try again.',
    ],
    [
      'the server answered with an error',
      () => postgrestError(500, { message: 'Internal Server Error' }),
      'Something went wrong on the server. Please try again in a moment.',
    ],
  ])('says why the profile could not be loaded when %s', async (_case, answer, sentence) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ page: answer });
    renderProfile('alice');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this profile');
    expect(alert).toHaveTextContent(sentence);
    logged.mockRestore();
  });

  it('refreshes the follower count live when a follow row changes', async () => {
    let followers = ALICE_STATS.follower_count;
    serve({
      page: () => alicePage({ profile_stats: { ...ALICE_STATS, follower_count: followers } }),
    });
    renderProfile('alice');
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('4Followers');
    await waitFor(() => expect(realtime.channels()).toHaveLength(1));
    expect(realtime.channels()[0]?.config.postgres_changes).toEqual([
      expect.objectContaining({ table: 'user_follows', filter: `following_id=eq.${ALICE.id}` }),
      expect.objectContaining({ table: 'user_follows', filter: `follower_id=eq.${ALICE.id}` }),
    ]);
    followers = 5;
    await act(async () =>
      realtime.databaseChange({
        type: 'INSERT',
        table: 'user_follows',
        record: { follower_id: BOB.id, following_id: ALICE.id },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('follower-count')).toHaveTextContent('5Followers'),
    );
  });

  it('joins the follow channel only once the page has settled', async () => {
    let settle: () => void = () => {};
    mockPageSettled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    renderProfile('alice');
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('4Followers');
    // The page's first screen is drawn; realtime-js and the socket wait for the page to settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(realtime.connections()).toBe(0);
    expect(realtime.channels()).toEqual([]);
    settle();
    await waitFor(() => expect(realtime.channels()).toHaveLength(1));
  });
});

describe('Follow and Edit Profile buttons', () => {
  /**
   * Alice's page as Bob sees it, its follower count and follow state read from the follow rows, with
   * Bob's follow write held until the returned `answer` is called (refused with `refusal`, if given).
   */
  function heldFollowWrite(refusal?: { status: number; error: PostgrestErrorBody }) {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve({
      page: (db) => {
        const follows = db.user_follows.some((row) => row.follower_id === BOB.id);
        return alicePage({
          viewer_follows: follows,
          profile_stats: {
            ...ALICE_STATS,
            follower_count: ALICE_STATS.follower_count + (follows ? 1 : 0),
          },
        });
      },
    });
    server.use(
      http.post(restUrl('user_follows'), async () => {
        await answered;
        return refusal ? postgrestError(refusal.status, refusal.error) : undefined;
      }),
    );
    return answer;
  }

  it('Follow shows Unfollow and one more follower at once, before the server answers', async () => {
    const answer = heldFollowWrite();
    const user = userEvent.setup();
    renderProfile('alice', signedInAs(BOB));
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);

    const unfollow = screen.getByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('follower-count')).toHaveTextContent('5Followers');
    answer();
    await waitFor(() => expect(pageReads()).toBe(2));
    await waitFor(() => expect(unfollow).toBeEnabled());
    expect(screen.getByTestId('follower-count')).toHaveTextContent('5Followers');
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBe(unfollow);
  });

  it('a refused follow goes back to Follow and the count it had', async () => {
    const answer = heldFollowWrite({
      status: 403,
      error: { message: 'permission denied', code: '42501' },
    });
    const user = userEvent.setup();
    renderProfile('alice', signedInAs(BOB));
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(screen.getByTestId('follower-count')).toHaveTextContent('5Followers');
    answer();

    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByTestId('follower-count')).toHaveTextContent('4Followers');
  });

  it('are hidden from visitors', async () => {
    renderProfile('alice');
    await screen.findByRole('heading', { name: 'Alice Chen' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('offer Follow, not Edit Profile, on another member’s profile', async () => {
    serve({ page: () => alicePage({ viewer_follows: false }) });
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

  it('shows Unfollow when the viewer follows the member', async () => {
    serve({ page: () => alicePage({ viewer_follows: true }) });
    renderProfile('alice', signedInAs(BOB));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeEnabled();
  });

  it('shows Follow when the viewer does not follow the member', async () => {
    serve({ page: () => alicePage({ viewer_follows: false }) });
    renderProfile('alice', signedInAs(BOB));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('keeps Follow disabled while the follow state is unknown', async () => {
    renderProfile('alice', signedInAs(BOB));
    await screen.findByRole('heading', { name: 'Alice Chen' });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled();
  });

  it('shows the saved profile after Edit Profile', async () => {
    // profile_page reads the profile row the save changed.
    const user = userEvent.setup();
    renderProfile('alice', signedInAs({ id: ALICE.id, email: 'alice@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Profile' }));
    await user.clear(dialog.getByLabelText('Display name'));
    await user.type(dialog.getByLabelText('Display name'), 'Alice Chen-Park');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Alice Chen-Park' })).toBeInTheDocument();
  });
});
