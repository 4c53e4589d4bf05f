import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import {
  createFakeSupabase,
  type FakeRequest,
  type FakeResult,
  type FakeSupabase,
} from '../../testing/fake-supabase';
import { ALICE, ALICE_REPUTATION } from '../../testing/profile-fixtures';
import { ReputationCard } from './ReputationCard';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

const renderCard = () => renderWithProviders(<ReputationCard userId={ALICE.id} />);
const ok = (data: unknown): FakeResult => ({ data, error: null });

it("draws the card's frame while the reputation loads, so nothing below it moves", async () => {
  fake = createFakeSupabase({ respond: () => ok(ALICE_REPUTATION) });
  renderCard();
  const card = screen.getByRole('region', { name: 'Reputation' });
  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Review Quality')).toBeInTheDocument();
  expect(screen.getByText('Reactions given')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(await screen.findByText('Silver')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Reputation' })).not.toHaveAttribute('aria-busy');
});

it('shows the trust level and every score out of 100, rounded', async () => {
  fake = createFakeSupabase({ respond: () => ok(ALICE_REPUTATION) });
  renderCard();
  expect(await screen.findByText('Silver')).toBeInTheDocument();
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
  expect(await screen.findByText('Silver')).toBeInTheDocument();
  expect(fake.client.rpc).toHaveBeenCalledWith('calculate_user_reputation', { _user_id: ALICE.id });
  expect(fake.requestsTo('user_reputation').map((request) => request.terminal)).toEqual([
    'maybeSingle',
    'single',
  ]);
});

it("on failure shows 'Failed to fetch reputation' and the zeroed default with level New", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = createFakeSupabase({ respond: () => ({ data: null, error: { message: 'down' } }) });
  renderCard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch reputation');
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Longevity' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  logged.mockRestore();
});

it('refreshes on demand, and says so when the refresh fails', async () => {
  fake = createFakeSupabase({
    respond: () => ok(ALICE_REPUTATION),
    rpc: () => ({ data: null, error: { message: 'boom' } }),
  });
  const user = userEvent.setup();
  renderCard();
  await user.click(await screen.findByRole('button', { name: 'Refresh reputation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to refresh reputation');
  await waitFor(() =>
    expect(fake.client.rpc).toHaveBeenCalledWith('calculate_user_reputation', {
      _user_id: ALICE.id,
    }),
  );
});
