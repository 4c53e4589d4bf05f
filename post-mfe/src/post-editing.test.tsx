import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { api, bus, createAppStore, type RootState } from '@likegripe/shared-core';
import App from './App';
import {
  postgrestError,
  postgrestTable,
  setupSupabaseHttp,
} from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from './features/post-detail/testing/post-backend';
import {
  AUTHOR,
  POST_ID,
  READER,
  commentRow,
  postRow,
  signedInAs,
} from './features/post-detail/testing/post-fixtures';

// Editing as the author meets it: the Edit items in the post's and comments' menus, the Edit
// post dialog (the create form's fields and checks), the comment's text edited in place, and the
// 'edited' label. The post page is rendered through App, which hands it the edit dialog.

// The member's reading mark is removed when the page's store is reset after a test, after that
// test's handlers are gone: this one stays.
const { server, requests } = setupSupabaseHttp(postgrestTable('post_readers', []));
const serve = (world: PostWorld) => server.use(...postBackend(world));
jest.setTimeout(30_000);

const stores: ReturnType<typeof createAppStore>[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

function renderPost(state: Partial<RootState>) {
  const store = createAppStore(state);
  stores.push(store);
  const dispatched = jest.spyOn(store, 'dispatch');
  renderWithProviders(<App />, { route: `/post/${POST_ID}`, path: '/post/:id', store });
  const toasts = () =>
    dispatched.mock.calls.flatMap(([action]) =>
      bus.toastRequested.match(action) ? [action.payload] : [],
    );
  return { toasts };
}

const updatesTo = (table: string) => requests.table(table, 'PATCH');

const alicesLike = commentRow({ user_id: AUTHOR.id, content: 'Comfy for hours' });
const bobsLike = commentRow({ content: 'Great battery' });

function world(overrides: Partial<PostWorld> = {}): PostWorld {
  return { post: postRow(), comments: [alicesLike, bobsLike], ...overrides };
}

async function openPostMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
  return screen.getByRole('menu');
}

async function openLikes() {
  await userEvent.click(await screen.findByRole('button', { name: /^Likes/ }));
  await waitFor(() => expect(screen.queryByText('Loading comments...')).not.toBeInTheDocument());
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

describe('editing a post', () => {
  it('offers Edit post to the author only', async () => {
    serve(world());
    renderPost(signedInAs(READER));
    const menu = await openPostMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
  });

  it('saves the changed fields only, merges written hashtags and closes with a toast', async () => {
    serve(world());
    const { toasts } = renderPost(signedInAs(AUTHOR));
    await userEvent.click(
      within(await openPostMenu()).getByRole('menuitem', { name: 'Edit post' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    const title = within(dialog).getByLabelText(/^Title/);
    expect(title).toHaveValue('Noise-cancelling headphones for open offices?');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('  Headphones for a #quiet office  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [update] = updatesTo('posts');
    expect(update?.query).toEqual({ id: `eq.${POST_ID}`, select: 'id' });
    expect(update?.body).toEqual({
      title: 'Headphones for a #quiet office',
      description: 'Great ANC, thanks @carol for the tip. #audio',
      link_url: 'https://example.com/headphones',
      hashtags: ['audio', 'headphones', 'quiet'],
    });
    expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Post updated' }));
  });

  it('checks like the create form and keeps what was typed', async () => {
    serve(world());
    renderPost(signedInAs(AUTHOR));
    await userEvent.click(
      within(await openPostMenu()).getByRole('menuitem', { name: 'Edit post' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    await userEvent.clear(within(dialog).getByLabelText(/^Title/));
    const link = within(dialog).getByLabelText('Link (optional)');
    await userEvent.clear(link);
    await userEvent.click(link);
    await userEvent.paste('ftp://example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Please enter a title.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a link that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(link).toHaveValue('ftp://example.com');
    expect(updatesTo('posts')).toHaveLength(0);
  });

  it('shows a refusal in the dialog in plain words and keeps the dialog and the text', async () => {
    serve(
      world({
        write: () =>
          postgrestError(400, {
            code: '23514',
            message: 'new row for relation "posts" violates check constraint "posts_title_length"',
          }),
      }),
    );
    renderPost(signedInAs(AUTHOR));
    await userEvent.click(
      within(await openPostMenu()).getByRole('menuitem', { name: 'Edit post' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    const title = within(dialog).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('A new title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Title must be between 1 and 200 characters.',
    );
    expect(screen.queryByText(/violates/)).not.toBeInTheDocument();
    expect(title).toHaveValue('A new title');
  });

  it('shows when the post was edited, with the exact time as its tooltip', async () => {
    const editedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    serve(world({ post: postRow({ edited_at: editedAt }) }));
    renderPost(signedInAs(READER));
    const label = await screen.findByText('edited 5m ago');
    expect(label).toHaveAttribute('datetime', editedAt);
    await userEvent.hover(label);
    expect(label).toHaveAttribute('title', new Date(editedAt).toLocaleString());
  });

  it('shows no edited label on a post that was never edited', async () => {
    serve(world());
    renderPost(signedInAs(READER));
    await screen.findByRole('button', { name: 'More post actions' });
    expect(screen.queryByText(/^edited/)).not.toBeInTheDocument();
  });
});

/** The author opens the Likes section and chooses Edit comment on their own comment there. */
async function editOwnComment() {
  renderPost(signedInAs(AUTHOR));
  await openLikes();
  await userEvent.click(
    within(cardOf('Comfy for hours')).getByRole('button', { name: 'Comment actions' }),
  );
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit comment' }));
}

describe('editing a comment', () => {
  it("offers Edit comment on the author's own comment only", async () => {
    serve(world());
    renderPost(signedInAs(AUTHOR));
    await openLikes();
    await userEvent.click(
      within(cardOf('Great battery')).getByRole('button', { name: 'Comment actions' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Edit comment' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(cardOf('Comfy for hours')).getByRole('button', { name: 'Comment actions' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Edit comment' })).toBeInTheDocument();
  });

  it('edits the text in place and saves it trimmed', async () => {
    serve(world());
    await editOwnComment();
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Comfy for hours');
    await userEvent.clear(box);
    await userEvent.paste('  Comfy for a whole day  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument(),
    );
    const [update] = updatesTo('comments');
    expect(update?.query).toEqual({ id: `eq.${alicesLike.id}`, select: 'id' });
    expect(update?.body).toEqual({ content: 'Comfy for a whole day' });
  });

  it('refuses an empty text, and keeps the text when the save fails', async () => {
    serve(world({ write: () => postgrestError(500, { message: 'down' }) }));
    await editOwnComment();
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please write something, or Cancel to keep it as it was.'),
    ).toBeInTheDocument();
    expect(updatesTo('comments')).toHaveLength(0);

    await userEvent.click(box);
    await userEvent.paste('Changed my mind');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your changes could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Changed my mind');
  });

  it('keeps a 12,000-character paste, counts it and explains the 5,000 limit', async () => {
    serve(world());
    await editOwnComment();
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.paste('a'.repeat(12_000));
    expect(box).toHaveValue('a'.repeat(12_000));
    expect(screen.getByText('12,000/5,000')).toBeInTheDocument();
    expect(screen.getByText('Comment must be 5,000 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(updatesTo('comments')).toHaveLength(0);
  });

  it('Cancel puts the comment back as it was', async () => {
    serve(world());
    await editOwnComment();
    await userEvent.paste(' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Comfy for hours')).toBeInTheDocument();
    expect(updatesTo('comments')).toHaveLength(0);
  });

  it('shows when a comment was edited', async () => {
    const editedAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    serve(world({ comments: [commentRow({ content: 'Reworded', edited_at: editedAt })] }));
    renderPost(signedInAs(READER));
    await openLikes();
    expect(within(cardOf('Reworded')).getByText('edited 2h ago')).toHaveAttribute(
      'datetime',
      editedAt,
    );
  });
});
