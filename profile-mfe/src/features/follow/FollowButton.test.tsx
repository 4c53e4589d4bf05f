import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { bus, listenerMiddleware } from '@likegripe/shared-core';
import {
  called,
  createFakeSupabase,
  type FakeRequest,
  type FakeResult,
  type FakeSupabase,
} from '@likegripe/tooling/fake-supabase';
import { ALICE, BOB, alicePage, aliceRpc, signedInAs } from '../../testing/profile-fixtures';
import { useGetProfilePageQuery } from '../../api/profile-page.api';
import { FollowButton } from './FollowButton';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

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
 * A follow table that remembers one row, and fails writes with `refusal` when one is given;
 * profile_page tells whether the row is there.
 */
function followWorld(refusal?: { message: string; code?: string }) {
  let following = false;
  return createFakeSupabase({
    respond: (request: FakeRequest): FakeResult => {
      if (request.table !== 'user_follows') {
        return { data: null, error: { message: `unexpected table ${request.table}` } };
      }
      if (refusal) return { data: null, error: refusal };
      following = Boolean(called(request, 'insert'));
      return { data: null, error: null };
    },
    rpc: aliceRpc(() => ({ data: alicePage({ viewer_follows: following }), error: null })),
  });
}

/** The button as the profile page shows it: its state from the page's read of Alice. */
function FollowButtonOnAlicesPage() {
  const { data, isFetching } = useGetProfilePageQuery('alice');
  return (
    <FollowButton target={ALICE} following={data?.viewerFollows ?? null} refreshing={isFetching} />
  );
}

beforeEach(() => {
  followEvents.length = 0;
});

const renderButton = () =>
  renderWithProviders(<FollowButtonOnAlicesPage />, { preloadedState: signedInAs(BOB) });

it('follows: inserts the row, toasts, tells the bus and turns into Unfollow', async () => {
  fake = followWorld();
  const user = userEvent.setup();
  renderButton();
  const follow = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(follow).toBeEnabled());
  await user.click(follow);

  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  const insert = fake.requestsTo('user_follows').map((request) => called(request, 'insert'));
  expect(insert).toContainEqual({
    method: 'insert',
    args: [{ follower_id: BOB.id, following_id: ALICE.id }],
  });
  expect(toasts).toEqual([
    expect.objectContaining({
      title: 'Following',
      description: 'You are now following Alice Chen',
    }),
  ]);
  expect(followEvents).toEqual([{ followerId: BOB.id, followingId: ALICE.id, following: true }]);
});

it('unfollows: deletes the row and toasts Unfollowed', async () => {
  fake = followWorld();
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
  expect(fake.requestsTo('user_follows').some((request) => called(request, 'delete'))).toBe(true);
  expect(toasts.at(-1)).toEqual(expect.objectContaining({ title: 'Unfollowed' }));
  expect(followEvents.at(-1)).toEqual({
    followerId: BOB.id,
    followingId: ALICE.id,
    following: false,
  });
});

it("shows 'Error' / 'Failed to update follow status' when the write fails", async () => {
  fake = followWorld({ message: 'permission denied' });
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
  fake = followWorld({ message: refusal, code: 'LG429' });
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
