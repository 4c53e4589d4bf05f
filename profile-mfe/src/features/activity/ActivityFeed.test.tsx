import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { http } from 'msw';
import { postgrestError, restUrl, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { ALICE, ALICE_PROFILE_STATS } from '../../testing/profile-fixtures';
import { aliceBackend, type AliceDb } from '../../testing/alice-backend';
import { ActivityFeed } from './ActivityFeed';

const { server, requests } = setupSupabaseHttp();
let db: AliceDb;
beforeEach(() => {
  const backend = aliceBackend();
  db = backend.db;
  server.use(...backend.handlers);
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
  expect(requests.table('posts').map(({ query }) => query)).toEqual([
    {
      select: 'id,title,description,category,link_url,created_at',
      user_id: `eq.${ALICE.id}`,
      order: 'created_at.desc',
      limit: '10',
    },
  ]);
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
  db.posts.splice(0);
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
});

it("shows 'Griped about', the post title and the comment text on the Gripes tab", async () => {
  db.comments.push({
    id: 'comment-2',
    user_id: ALICE.id,
    comment_type: 'gripe',
    post_id: 'post-7',
    content: 'The ear cups get warm, @dave_eats agrees.',
    created_at: '2026-11-01T00:00:00.000Z',
    posts: { title: 'Noise-cancelling headphones', description: null },
  });
  const user = userEvent.setup();
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  await user.click(await screen.findByRole('tab', { name: /^Gripes/ }));
  const gripes = within(await screen.findByRole('list', { name: 'Gripes' }));
  expect(requests.table('comments').at(-1)?.query).toMatchObject({ comment_type: 'eq.gripe' });
  expect(gripes.getByText('Griped about')).toBeInTheDocument();
  expect(gripes.getByText('Noise-cancelling headphones')).toBeInTheDocument();
  expect(gripes.getByRole('listitem')).toHaveTextContent(
    'The ear cups get warm, @dave_eats agrees.',
  );
  expect(gripes.getByRole('link', { name: 'Noise-cancelling headphones' })).toHaveAttribute(
    'href',
    '/post/post-7',
  );
  expect(await gripes.findByRole('link', { name: '@dave_eats' })).toHaveAttribute(
    'href',
    '/profile/dave_eats',
  );
});

it("says the posts could not be loaded, not 'No posts yet', and Retry loads them", async () => {
  let down = true;
  server.use(
    http.get(restUrl('posts'), () =>
      down ? postgrestError(500, { message: 'Internal Server Error' }) : undefined,
    ),
  );
  renderWithProviders(<ActivityFeed userId={ALICE.id} stats={ALICE_PROFILE_STATS} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load posts');
  expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
