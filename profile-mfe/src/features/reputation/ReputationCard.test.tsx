import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import {
  createFakeSupabase,
  type FakeRequest,
  type FakeResult,
  type FakeSupabase,
} from '../../testing/fake-supabase';
import { ALICE, ALICE_REPUTATION, ALICE_STATS } from '../../testing/profile-fixtures';
import { ReputationCard } from './ReputationCard';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

const renderCard = () => renderWithProviders(<ReputationCard userId={ALICE.id} />);
const ok = (data: unknown): FakeResult => ({ data, error: null });
const toasts = recordToasts();
/** The reputation record, and the live counts that the stat cards show. */
const world = (request: FakeRequest): FakeResult =>
  ok(request.table === 'profile_stats' ? ALICE_STATS : ALICE_REPUTATION);
/** The value under a total's label: the totals are a list of terms and their definitions. */
const total = (label: string) => {
  const index = screen.getAllByRole('term').findIndex((term) => term.textContent === label);
  return screen.getAllByRole('definition')[index]?.textContent;
};

it("draws the card's frame while the reputation loads, so nothing below it moves", async () => {
  fake = createFakeSupabase({ respond: () => ok(ALICE_REPUTATION) });
  renderCard();
  const card = screen.getByRole('region', { name: 'Reputation' });
  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Review Quality')).toBeInTheDocument();
  expect(screen.getByText('Reactions given')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(await screen.findByRole('progressbar', { name: 'Longevity' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Reputation' })).not.toHaveAttribute('aria-busy');
});

it('shows every score out of 100, rounded, and leaves the trust level to the profile header', async () => {
  fake = createFakeSupabase({ respond: world });
  renderCard();
  expect(await screen.findByRole('progressbar', { name: 'Longevity' })).toBeInTheDocument();
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

it('with no record, requests a calculation and reads the record again', async () => {
  let calculated = false;
  fake = createFakeSupabase({
    respond: (request: FakeRequest) => {
      if (request.terminal === 'maybeSingle') return ok(calculated ? ALICE_REPUTATION : null);
      return calculated ? ok(ALICE_REPUTATION) : { data: null, error: { message: 'no row' } };
    },
    rpc: (name) => {
      calculated = name === 'calculate_user_reputation';
      return ok(ALICE_REPUTATION);
    },
  });
  renderCard();
  expect(await screen.findByRole('progressbar', { name: 'Longevity' })).toBeInTheDocument();
  expect(fake.client.rpc).toHaveBeenCalledWith('calculate_user_reputation', { _user_id: ALICE.id });
  expect(fake.requestsTo('user_reputation').map((request) => request.terminal)).toEqual([
    'maybeSingle',
    'single',
  ]);
});

it("on failure shows 'Failed to fetch reputation' and the zeroed default", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = createFakeSupabase({ respond: () => ({ data: null, error: { message: 'down' } }) });
  renderCard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch reputation');
  expect(screen.getByRole('progressbar', { name: 'Longevity' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  logged.mockRestore();
});

it("counts the member's posts as the 'Posts Created' card does, even when the record is older", async () => {
  fake = createFakeSupabase({ respond: world });
  renderCard();
  await screen.findByRole('progressbar', { name: 'Longevity' });
  await waitFor(() => expect(total('Posts')).toBe(String(ALICE_STATS.posts_count)));
  expect(ALICE_REPUTATION.total_posts_count).not.toBe(ALICE_STATS.posts_count);
});

it('shows the refresh as busy, then says the reputation is up to date', async () => {
  let finish: (result: FakeResult) => void = () => undefined;
  fake = createFakeSupabase({
    respond: world,
    rpc: () => new Promise<FakeResult>((resolve) => (finish = resolve)) as never,
  });
  const user = userEvent.setup();
  renderCard();
  await user.click(await screen.findByRole('button', { name: 'Refresh reputation' }));
  const busy = await screen.findByRole('button', { name: 'Refreshing reputation' });
  expect(busy).toBeDisabled();
  expect(screen.getByRole('region', { name: 'Reputation' })).toHaveAttribute('aria-busy', 'true');
  finish(ok(ALICE_REPUTATION));
  await waitFor(() =>
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Reputation updated' })),
  );
  expect(await screen.findByRole('button', { name: 'Refresh reputation' })).toBeEnabled();
});

it("says 'Failed to refresh reputation' in a toast when the refresh fails", async () => {
  fake = createFakeSupabase({
    respond: world,
    rpc: () => ({ data: null, error: { message: 'boom' } }),
  });
  const user = userEvent.setup();
  renderCard();
  await user.click(await screen.findByRole('button', { name: 'Refresh reputation' }));
  await waitFor(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Failed to refresh reputation', variant: 'error' }),
    ),
  );
  expect(fake.client.rpc).toHaveBeenCalledWith('calculate_user_reputation', { _user_id: ALICE.id });
  expect(screen.queryByText('boom')).not.toBeInTheDocument();
});
