import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { bus } from '@likegripe/shared-core';
import { postgrestError, restUrl, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from '../testing/post-backend';
import {
  AUTHOR,
  POST_ID,
  READER,
  postRow,
  signedInAs,
  signedOutState,
} from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

const { server, requests } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));

function world(overrides: Partial<PostWorld> = {}): PostWorld {
  return { post: postRow(), comments: [], ...overrides };
}

/** Holds every write to comments until `release` is called, as a slow network would. */
function holdCommentWrites() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(restUrl('comments'), async ({ request }) => {
      if (request.method !== 'GET') await released;
      return undefined; // then answered by the world's handlers
    }),
  );
  return () => release();
}

describe('post reactions', () => {
  it('asks visitors to sign in and writes nothing', async () => {
    serve(world());
    const { toasts } = renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4' }));
    expect(toasts()).toContainEqual(
      expect.objectContaining({ description: 'Please sign in to react to posts.' }),
    );
    expect(requests.table('comments', 'POST')).toHaveLength(0);
  });

  it('turns a like on with an empty like comment, then shows the reloaded count and state', async () => {
    const state = world();
    state.write = () => {
      state.post = postRow({ like_count: 5, viewer_has_liked: true });
      return undefined; // and written as usual
    };
    serve(state);
    const { toasts, actions } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4' }));

    // The request starts once the button's saving state has been painted.
    await waitFor(() => expect(requests.table('comments', 'POST')).toHaveLength(1));
    const [insert] = requests.table('comments', 'POST');
    expect(insert?.body).toEqual({
      post_id: POST_ID,
      user_id: READER.id,
      comment_type: 'like',
      content: '',
    });
    expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Reaction added' }));
    expect(actions()).toContainEqual(bus.reactionChanged({ postId: POST_ID }));
    expect(await screen.findByRole('button', { name: 'Like 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("turns the reader's gripe off by deleting their empty gripe", async () => {
    serve(world({ post: postRow({ viewer_has_griped: true }) }));
    const { toasts } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Gripe 2' }));
    await waitFor(() => expect(requests.table('comments', 'DELETE')).toHaveLength(1));
    const [removal] = requests.table('comments', 'DELETE');
    expect(removal?.query).toEqual({
      post_id: `eq.${POST_ID}`,
      user_id: `eq.${READER.id}`,
      comment_type: 'eq.gripe',
      content: 'eq.',
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Reaction removed' })),
    );
  });

  it('shows an un-like at once, before the server answers', async () => {
    const state = world({ post: postRow({ like_count: 4, viewer_has_liked: true }) });
    state.write = () => {
      state.post = postRow({ like_count: 3, viewer_has_liked: false });
      return undefined; // and written as usual
    };
    serve(state);
    const release = holdCommentWrites();
    const { toasts } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4', pressed: true }));

    // The removal is on its way and held: the button already shows it.
    await waitFor(() => expect(requests.table('comments', 'DELETE')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Like 3', pressed: false })).toBeInTheDocument();
    expect(toasts()).not.toContainEqual(expect.objectContaining({ title: 'Reaction removed' }));
    release();
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Reaction removed' })),
    );
    expect(screen.getByRole('button', { name: 'Like 3', pressed: false })).toBeInTheDocument();
  });

  it('shows an un-gripe at once, before the server answers', async () => {
    serve(world({ post: postRow({ gripe_count: 2, viewer_has_griped: true }) }));
    const release = holdCommentWrites();
    renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Gripe 2', pressed: true }));
    await waitFor(() => expect(requests.table('comments', 'DELETE')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Gripe 1', pressed: false })).toBeInTheDocument();
    release();
  });

  it('puts an un-like back and says so when the server refuses it', async () => {
    serve(
      world({
        post: postRow({ like_count: 4, viewer_has_liked: true }),
        write: () => postgrestError(500, { message: 'down' }),
      }),
    );
    const release = holdCommentWrites();
    const { toasts } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4', pressed: true }));
    await waitFor(() => expect(requests.table('comments', 'DELETE')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Like 3', pressed: false })).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('button', { name: 'Like 4', pressed: true }),
    ).toBeInTheDocument();
    expect(toasts()).toContainEqual(
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to update reaction. Please try again.',
      }),
    );
  });

  it('reports a failed reaction', async () => {
    serve(world({ write: () => postgrestError(500, { message: 'down' }) }));
    const { toasts } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Gripe 2' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: 'Failed to update reaction. Please try again.' }),
      ),
    );
  });
});

describe('the post menu', () => {
  it('offers only Report post to a reader who is not the author', async () => {
    serve(world());
    renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('lets the author delete after confirming, then announces it and leaves for /', async () => {
    serve(world());
    const { toasts, actions, router } = renderPostPage(signedInAs(AUTHOR));
    await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    // The same words as the feed card's confirmation.
    const confirm = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(
      within(confirm).getByText(
        'This post and all its likes, gripes, questions and replies will be removed. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.location.pathname).toBe('/'));
    const [removal] = requests.table('posts', 'DELETE');
    expect(removal?.query).toEqual({ id: `eq.${POST_ID}`, select: 'id' });
    expect(toasts()).toContainEqual({
      title: 'Post deleted',
      description: 'Your post has been successfully deleted.',
      variant: 'success',
    });
    expect(actions()).toContainEqual(bus.postDeleted({ postId: POST_ID }));
  });

  it('asks visitors to log in before reporting', async () => {
    serve(world());
    const { toasts } = renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(toasts()).toContainEqual(
      expect.objectContaining({ description: 'Please log in to report content.' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
