import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { api, createAppStore, type RootState } from '@likegripe/shared-core';
import App from './App';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from './features/post-detail/testing/post-backend';
import {
  AUTHOR,
  POST_ID,
  commentRow,
  postRow,
  signedInAs,
} from './features/post-detail/testing/post-fixtures';

// What the author of removed content sees on the post page: the database lets only them (and the
// moderators) read it, and the page says a moderator removed it and offers no Edit, only Delete.

const { server } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));
jest.setTimeout(30_000);

const stores: ReturnType<typeof createAppStore>[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

function renderPost(state: Partial<RootState>) {
  const store = createAppStore(state);
  stores.push(store);
  renderWithProviders(<App />, { route: `/post/${POST_ID}`, path: '/post/:id', store });
}

/** The comment card (article) that shows this text. */
const cardOf = (text: string) => {
  const found = screen
    .getAllByRole('article')
    .filter((article) => within(article).queryByText(text) !== null)
    .at(-1);
  if (!found) throw new Error(`no comment card shows ${text}`);
  return found;
};

const HIDDEN_AT = new Date(Date.now() - 600_000).toISOString();

describe('a post a moderator removed', () => {
  it('shows its author the notice, and the menu offers Delete but no Edit', async () => {
    serve({ post: postRow({ hidden_at: HIDDEN_AT }), comments: [] });
    renderPost(signedInAs(AUTHOR));
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('This post was removed by a moderator');
    expect(notice).toHaveTextContent('can no longer be edited');
    expect(
      screen.getByRole('heading', { name: 'Noise-cancelling headphones for open offices?' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More post actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('shows no notice on a post that is up', async () => {
    serve({ post: postRow(), comments: [] });
    renderPost(signedInAs(AUTHOR));
    await screen.findByRole('heading', { name: 'Noise-cancelling headphones for open offices?' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a comment a moderator removed', () => {
  it('shows its author the notice in place, and its menu offers no Edit', async () => {
    const removed = commentRow({
      user_id: AUTHOR.id,
      content: 'Buy cheap watches',
      hidden_at: HIDDEN_AT,
    });
    const kept = commentRow({ user_id: AUTHOR.id, content: 'Comfy for hours' });
    serve({ post: postRow(), comments: [removed, kept] });
    renderPost(signedInAs(AUTHOR));
    await userEvent.click(await screen.findByRole('button', { name: /^Likes/ }));
    await waitFor(() => expect(screen.queryByText('Loading comments...')).not.toBeInTheDocument());

    const removedCard = cardOf('Buy cheap watches');
    expect(within(removedCard).getByRole('note')).toHaveTextContent(
      'This comment was removed by a moderator',
    );
    const keptCard = cardOf('Comfy for hours');
    expect(within(keptCard).queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(within(removedCard).getByRole('button', { name: 'Comment actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete comment' })).toBeInTheDocument();
  });
});
