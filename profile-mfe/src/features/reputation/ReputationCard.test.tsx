import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import {
  postgrestError,
  postgrestRpc,
  setupSupabaseHttp,
  type RpcArgs,
} from '@likegripe/tooling/supabase-http';
import { ALICE, ALICE_REPUTATION, ALICE_STATS } from '../../testing/profile-fixtures';
import { toReputation, type ReputationResult } from '../../api/reputation.api';
import { REPUTATION_FETCH_ERROR, defaultReputation } from '../../lib/reputation';
import { ReputationCard } from './ReputationCard';

const { server, requests } = setupSupabaseHttp();
const recalculation = (answer: (args: RpcArgs) => unknown) =>
  server.use(postgrestRpc('calculate_user_reputation', answer));
const recalculationsAsked = () => requests.rpc('calculate_user_reputation').map(({ body }) => body);
const ALICE_RESULT: ReputationResult = { reputation: toReputation(ALICE_REPUTATION), error: null };
const renderCard = (result: ReputationResult = ALICE_RESULT) =>
  renderWithProviders(
    <ReputationCard userId={ALICE.id} result={result} postsCount={ALICE_STATS.posts_count} />,
  );
const toasts = recordToasts();
/** The value under a total's label: the totals are a list of terms and their definitions. */
const total = (label: string) => {
  const index = screen.getAllByRole('term').findIndex((term) => term.textContent === label);
  return screen.getAllByRole('definition')[index]?.textContent;
};

it('shows every score out of 100, rounded, and leaves the trust level to the profile header', () => {
  renderCard();
  // The header's badge says 'Silver (73)'; a second chip here would say it twice.
  expect(screen.queryByText('Silver')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reputation' })).toBeInTheDocument();
  // 72.5 rounds to 73; review quality is 17 likes received / 23 reactions given = 74%.
  expect(screen.getByText('73')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Review Quality' })).toHaveAttribute(
    'aria-valuenow',
    '74',
  );
  const score = (name: string) =>
    screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
  expect(score('Activity Authenticity')).toBe('100');
  expect(score('Community Engagement')).toBe('44');
  expect(score('Balanced Perspective')).toBe('61');
  expect(screen.getAllByText(/\/100$/).map((text) => text.textContent)).toContain('61/100');
});

it("shows 'Failed to fetch reputation' over the zeroed default", () => {
  renderCard({ reputation: defaultReputation(ALICE.id), error: REPUTATION_FETCH_ERROR });
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch reputation');
  expect(screen.getByRole('progressbar', { name: 'Longevity' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
});

it("counts the member's posts as the 'Posts Created' card does, even when the record is older", () => {
  renderCard();
  expect(total('Posts')).toBe(String(ALICE_STATS.posts_count));
  expect(ALICE_REPUTATION.total_posts_count).not.toBe(ALICE_STATS.posts_count);
});

it('shows the refresh as busy, then says the reputation is up to date', async () => {
  let finish: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (finish = resolve));
  recalculation(() => answered.then(() => ALICE_REPUTATION));
  const user = userEvent.setup();
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Refresh reputation' }));
  const busy = await screen.findByRole('button', { name: 'Refreshing reputation' });
  expect(busy).toBeDisabled();
  expect(screen.getByRole('region', { name: 'Reputation' })).toHaveAttribute('aria-busy', 'true');
  finish();
  await waitFor(() =>
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Reputation updated' })),
  );
  expect(await screen.findByRole('button', { name: 'Refresh reputation' })).toBeEnabled();
  expect(recalculationsAsked()).toEqual([{ _user_id: ALICE.id }]);
});

it("says 'Failed to refresh reputation' in a toast when the refresh fails", async () => {
  recalculation(() => postgrestError(500, { message: 'boom' }));
  const user = userEvent.setup();
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Refresh reputation' }));
  await waitFor(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Failed to refresh reputation', variant: 'error' }),
    ),
  );
  expect(recalculationsAsked()).toEqual([{ _user_id: ALICE.id }]);
  expect(screen.queryByText('boom')).not.toBeInTheDocument();
});
