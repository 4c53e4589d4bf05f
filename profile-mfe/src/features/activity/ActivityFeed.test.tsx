import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { createFakeSupabase, eqValue, type FakeSupabase } from '@likegripe/tooling/fake-supabase';
import { ALICE, ALICE_PROFILE_STATS, aliceResponder } from '../../testing/profile-fixtures';
import { ActivityFeed } from './ActivityFeed';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

beforeEach(() => {
  fake = createFakeSupabase({ respond: aliceResponder() });
});

it('names the tabs with their counts and lists the posts first', async () => {
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  expect(await screen.findByRole('tab', { name: 'Posts (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'Likes (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Gripes (0)' })).toBeInTheDocument();

  const posts = within(await screen.findByRole('list', { name: 'Posts' }));
  const [first, second] = posts.getAllByRole('listitem').map((item) => within(item));
  expect(first!.getByRole('link', { name: 'Open-source note-taking app' })).toHaveAttribute(
    'href',
    '/post/post-1',
  );
  expect(first!.getByText('Markdown files, plugins for everything.')).toBeInTheDocument();
  expect(first!.getByText('Technology')).toBeInTheDocument();
  expect(first!.getByRole('img', { name: 'Has a link' })).toBeInTheDocument();
  expect(second!.getByRole('link', { name: 'Phone repair shop' })).toBeInTheDocument();
  expect(second!.getByText('Food & Restaurants')).toBeInTheDocument();
  expect(second!.queryByRole('img', { name: 'Has a link' })).not.toBeInTheDocument();
});

it('asks for the 10 newest posts of the member', async () => {
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  await screen.findByRole('list', { name: 'Posts' });
  const [request] = fake.requestsTo('posts');
  expect(eqValue(request!, 'user_id')).toBe(ALICE.id);
  expect(request!.calls).toContainEqual({ method: 'limit', args: [10] });
  expect(request!.calls).toContainEqual({
    method: 'order',
    args: ['created_at', { ascending: false }],
  });
});

it("shows 'Liked', the post title and the comment text on the Likes tab", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  await user.click(await screen.findByRole('tab', { name: 'Likes (1)' }));
  const likes = within(await screen.findByRole('list', { name: 'Likes' }));
  expect(likes.getByText('Liked')).toBeInTheDocument();
  expect(likes.getByText('Japanese pull saw')).toBeInTheDocument();
  expect(likes.getByText('Mine is still going strong after a year.')).toBeInTheDocument();
});

it("shows 'No gripes yet' on an empty Gripes tab", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  await user.click(await screen.findByRole('tab', { name: 'Gripes (0)' }));
  expect(await screen.findByText('No gripes yet')).toBeInTheDocument();
});

it("shows 'No posts yet' for a member without posts", async () => {
  fake = createFakeSupabase({
    respond: aliceResponder({ posts: () => ({ data: [], error: null }) }),
  });
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
});

it("shows 'Griped about', the post title and the comment text on the Gripes tab", async () => {
  fake = createFakeSupabase({
    respond: aliceResponder({
      comments: (request) => ({
        data:
          eqValue(request, 'comment_type') === 'gripe'
            ? [
                {
                  id: 'comment-2',
                  post_id: 'post-7',
                  content: 'The ear cups get warm, @dave_eats agrees.',
                  created_at: '2026-11-01T00:00:00.000Z',
                  posts: { title: 'Noise-cancelling headphones', description: null },
                },
              ]
            : [],
        error: null,
      }),
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  await user.click(await screen.findByRole('tab', { name: /^Gripes/ }));
  const gripes = within(await screen.findByRole('list', { name: 'Gripes' }));
  expect(gripes.getByText('Griped about')).toBeInTheDocument();
  expect(gripes.getByText('Noise-cancelling headphones')).toBeInTheDocument();
  expect(gripes.getByRole('listitem')).toHaveTextContent(
    'The ear cups get warm, @dave_eats agrees.',
  );
  expect(gripes.getByRole('link', { name: 'Noise-cancelling headphones' })).toHaveAttribute(
    'href',
    '/post/post-7',
  );
  expect(gripes.getByRole('link', { name: '@dave_eats' })).toHaveAttribute(
    'href',
    '/profile/dave_eats',
  );
});

it("says the posts could not be loaded, not 'No posts yet', and Retry loads them", async () => {
  let down = true;
  const world = aliceResponder();
  fake = createFakeSupabase({
    respond: (request) =>
      down && request.table === 'posts'
        ? { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } }
        : world(request),
  });
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load posts');
  expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
