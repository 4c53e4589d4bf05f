import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { bus, listenerMiddleware } from '@likegripe/shared-core';
import { http } from 'msw';
import {
  postgrestError,
  restUrl,
  setupSupabaseHttp,
  type PostgrestErrorBody,
} from '@likegripe/tooling/supabase-http';
import { ALICE, BOB, alicePage, signedInAs } from '../../testing/profile-fixtures';
import { aliceBackend } from '../../testing/alice-backend';
import { useGetProfilePageQuery } from '../../api/profile-page.api';
import { FollowButton } from './FollowButton';
import { useFollowToggle } from './follow-toggle.hook';

const { server, requests } = setupSupabaseHttp();

const toasts = recordToasts();
const followEvents: unknown[] = [];
beforeAll(() => {
  listenerMiddleware.startListening({
    actionCreator: bus.followChanged,
    effect: (action) => {
      followEvents.push(action.payload);
    },
  });
});

/**
 * The follow rows, which fail writes with `refusal` when one is given; profile_page tells whether
 * Bob's row is there.
 */
function followWorld(refusal?: { status: number; error: PostgrestErrorBody }) {
  const { handlers } = aliceBackend({
    page: (db) =>
      alicePage({ viewer_follows: db.user_follows.some((row) => row.follower_id === BOB.id) }),
  });
  server.use(...handlers);
  if (refusal) {
    server.use(
      http.all(restUrl('user_follows'), () => postgrestError(refusal.status, refusal.error)),
    );
  }
}

const followWrites = () =>
  requests.all
    .filter(({ path }) => path === 'user_follows')
    .map(({ method, query, body }) => ({ method, query, body }));

/** The button as the profile page shows it: its state from the page's read of Alice. */
function FollowButtonOnAlicesPage() {
  const { data, isFetching } = useGetProfilePageQuery('alice');
  const follow = useFollowToggle(ALICE, data?.viewerFollows ?? null, isFetching);
  return <FollowButton follow={follow} />;
}

beforeEach(() => {
  followEvents.length = 0;
});

const renderButton = () =>
  renderWithProviders(<FollowButtonOnAlicesPage />, { preloadedState: signedInAs(BOB) });

it('follows: inserts the row, toasts, tells the bus and turns into Unfollow', async () => {
  followWorld();
  const user = userEvent.setup();
  renderButton();
  const follow = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(follow).toBeEnabled());
  await user.click(follow);

  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(followWrites()).toEqual([
    { method: 'POST', query: {}, body: { follower_id: BOB.id, following_id: ALICE.id } },
  ]);
  expect(toasts).toEqual([
    expect.objectContaining({
      title: 'Following',
      description: 'You are now following Alice Chen',
    }),
  ]);
  expect(followEvents).toEqual([{ followerId: BOB.id, followingId: ALICE.id, following: true }]);
});

it('unfollows: deletes the row and toasts Unfollowed', async () => {
  followWorld();
  const user = userEvent.setup();
  renderButton();
  // The button is disabled until the follow state has loaded; a click before that does nothing.
  const follow = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(follow).toBeEnabled());
  await user.click(follow);
  const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
  await waitFor(() => expect(unfollow).toBeEnabled());
  await user.click(unfollow);

  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(followWrites().at(-1)).toEqual({
    method: 'DELETE',
    query: { follower_id: `eq.${BOB.id}`, following_id: `eq.${ALICE.id}` },
    body: undefined,
  });
  expect(toasts.at(-1)).toEqual(expect.objectContaining({ title: 'Unfollowed' }));
  expect(followEvents.at(-1)).toEqual({
    followerId: BOB.id,
    followingId: ALICE.id,
    following: false,
  });
});

it("shows 'Error' / 'Failed to update follow status' when the write fails", async () => {
  followWorld({ status: 403, error: { message: 'permission denied', code: '42501' } });
  const user = userEvent.setup();
  renderButton();
  const follow = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(follow).toBeEnabled());
  await user.click(follow);

  await waitFor(() =>
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Error', description: 'Failed to update follow status' }),
    ]),
  );
  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(followEvents).toEqual([]);
});

it("shows the database's sentence when the member reached the follow limit", async () => {
  const refusal =
    'You have followed 20 members in the last hour, the most for now. Please try again later.';
  followWorld({ status: 400, error: { message: refusal, code: 'LG429' } });
  const user = userEvent.setup();
  renderButton();
  const follow = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(follow).toBeEnabled());
  await user.click(follow);

  await waitFor(() =>
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: refusal })]),
  );
  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(followEvents).toEqual([]);
});
