import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@likegripe/shared-core';
import { callArgs, createFakeSupabase, eqValue, type FakeSupabase } from '../testing/fake-supabase';
import {
  AUTHOR,
  POST_ID,
  READER,
  postResponder,
  postRow,
  signedInAs,
  signedOutState,
  type PostWorld,
} from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

function world(overrides: Partial<PostWorld> = {}): PostWorld {
  return { post: postRow(), comments: [], ...overrides };
}

describe('post reactions', () => {
  it('asks visitors to sign in and writes nothing', async () => {
    fake = createFakeSupabase(postResponder(world()));
    const { toasts } = renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4' }));
    expect(toasts()).toContainEqual(
      expect.objectContaining({ description: 'Please sign in to react to posts.' }),
    );
    expect(fake.writesTo('comments', 'insert')).toHaveLength(0);
  });

  it('turns a like on with an empty like comment, then shows the reloaded count and state', async () => {
    const state = world();
    state.write = () => {
      state.post = postRow({ like_count: 5, viewer_has_liked: true });
      return { data: null, error: null };
    };
    fake = createFakeSupabase(postResponder(state));
    const { toasts, actions } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Like 4' }));

    // The request starts once the button's saving state has been painted.
    await waitFor(() => expect(fake.writesTo('comments', 'insert')).toHaveLength(1));
    const [insert] = fake.writesTo('comments', 'insert');
    expect(callArgs(insert!, 'insert')).toEqual([
      { post_id: POST_ID, user_id: READER.id, comment_type: 'like', content: '' },
    ]);
    expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Reaction added' }));
    expect(actions()).toContainEqual(bus.reactionChanged({ postId: POST_ID }));
    expect(await screen.findByRole('button', { name: 'Like 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("turns the reader's gripe off by deleting their empty gripe", async () => {
    fake = createFakeSupabase(postResponder(world({ post: postRow({ viewer_has_griped: true }) })));
    const { toasts } = renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'Gripe 2' }));
    await waitFor(() => expect(fake.writesTo('comments', 'delete')).toHaveLength(1));
    const [removal] = fake.writesTo('comments', 'delete');
    expect(eqValue(removal!, 'user_id')).toBe(READER.id);
    expect(eqValue(removal!, 'comment_type')).toBe('gripe');
    expect(eqValue(removal!, 'content')).toBe('');
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Reaction removed' })),
    );
  });

  it('reports a failed reaction', async () => {
    fake = createFakeSupabase(
      postResponder(world({ write: () => ({ data: null, error: { message: 'down' } }) })),
    );
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
    fake = createFakeSupabase(postResponder(world()));
    renderPostPage(signedInAs(READER));
    await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('lets the author delete after confirming, then announces it and leaves for /', async () => {
    fake = createFakeSupabase(postResponder(world()));
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
    const [removal] = fake.writesTo('posts', 'delete');
    expect(eqValue(removal!, 'id')).toBe(POST_ID);
    expect(toasts()).toContainEqual({
      title: 'Post deleted',
      description: 'Your post has been successfully deleted.',
      variant: 'success',
    });
    expect(actions()).toContainEqual(bus.postDeleted({ postId: POST_ID }));
  });

  it('asks visitors to log in before reporting', async () => {
    fake = createFakeSupabase(postResponder(world()));
    const { toasts } = renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: 'More post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(toasts()).toContainEqual(
      expect.objectContaining({ description: 'Please log in to report content.' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
