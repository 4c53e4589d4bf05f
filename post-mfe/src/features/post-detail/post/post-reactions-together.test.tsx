import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { restUrl, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { getPostPageEndpoint } from '../../../api/post-detail.api';
import { postBackend, type PostWorld } from '../testing/post-backend';
import { POST_ID, READER, postRow, signedInAs } from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

// Taps on the post page's Like and Gripe while the other reaction is still saving, or while the
// page re-reads the post: each tap counts, and a re-read that left before a tap does not undo it.

const { server, requests } = setupSupabaseHttp();

/** A post the reader has not reacted to, whose row counts the reactions written to it. */
function postThatCountsReactions(): PostWorld {
  const state: PostWorld = {
    post: postRow({ like_count: 4, gripe_count: 2 }),
    comments: [],
  };
  server.use(...postBackend(state));
  // Added after the world's handlers, so it sees each write before them, as the triggers would.
  server.use(
    http.post(restUrl('comments'), async ({ request }) => {
      const { comment_type: type } = (await request.clone().json()) as { comment_type: string };
      if (state.post && type === 'like') {
        state.post = {
          ...state.post,
          like_count: state.post.like_count + 1,
          viewer_has_liked: true,
        };
      }
      if (state.post && type === 'gripe') {
        state.post = {
          ...state.post,
          gripe_count: state.post.gripe_count + 1,
          viewer_has_griped: true,
        };
      }
      return undefined; // and written as usual
    }),
  );
  return state;
}

/** Holds the writes of one reaction type (or all of them) until the returned release is called. */
function holdReactionWrites(type?: 'like' | 'gripe') {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(restUrl('comments'), async ({ request }) => {
      const body = (await request.clone().json()) as { comment_type: string };
      if (!type || body.comment_type === type) await released;
      return undefined;
    }),
  );
  return () => release();
}

/** Holds the post page's reads from now on until the returned release is called. */
function holdPageReads() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(restUrl('rpc/post_page'), async () => {
      await released;
      return undefined;
    }),
  );
  return () => release();
}

const button = (name: string, pressed: boolean) => screen.getByRole('button', { name, pressed });

describe('reacting twice in a row on the post page', () => {
  it("counts a Gripe tapped while the Like's write is still on its way", async () => {
    postThatCountsReactions();
    const { toasts } = renderPostPage(signedInAs(READER));
    await screen.findByRole('button', { name: 'Like 4', pressed: false });
    const release = holdReactionWrites();

    await userEvent.click(button('Like 4', false));
    await waitFor(() => expect(requests.table('comments', 'POST')).toHaveLength(1));
    await userEvent.click(button('Gripe 2', false));

    // Both show at once, and both are on their way.
    expect(button('Like 5', true)).toBeInTheDocument();
    expect(button('Gripe 3', true)).toBeInTheDocument();
    await waitFor(() => expect(requests.table('comments', 'POST')).toHaveLength(2));
    expect(requests.table('comments', 'POST').map((entry) => entry.body)).toEqual([
      expect.objectContaining({ comment_type: 'like' }),
      expect.objectContaining({ comment_type: 'gripe' }),
    ]);

    release();
    await waitFor(() =>
      expect(toasts().filter((toast) => toast.title === 'Reaction added')).toHaveLength(2),
    );
    await waitFor(() => expect(requests.rpc('post_page').length).toBeGreaterThan(1));
    expect(await screen.findByRole('button', { name: 'Like 5', pressed: true })).toBeVisible();
    expect(button('Gripe 3', true)).toBeInTheDocument();
  });

  it('keeps a Gripe tapped while the post re-reads after the Like', async () => {
    postThatCountsReactions();
    const { store } = renderPostPage(signedInAs(READER));
    await screen.findByRole('button', { name: 'Like 4', pressed: false });
    const releaseReads = holdPageReads();
    const releaseGripe = holdReactionWrites('gripe');

    // The Like is written; the re-read it causes leaves now and is held on its way back.
    await userEvent.click(button('Like 4', false));
    await waitFor(() => expect(requests.rpc('post_page')).toHaveLength(2));

    await userEvent.click(button('Gripe 2', false));
    expect(button('Gripe 3', true)).toBeInTheDocument();
    await waitFor(() => expect(requests.table('comments', 'POST')).toHaveLength(2));

    // The re-read lands: it was read before the Gripe reached the post.
    releaseReads();
    const pageRead = () => getPostPageEndpoint.select(POST_ID)(store.getState());
    await waitFor(() => expect(pageRead().data?.post?.likeCount).toBe(5));
    expect(pageRead().data?.post?.viewerHasGriped).toBe(false);
    expect(button('Like 5', true)).toBeInTheDocument();
    expect(button('Gripe 3', true)).toBeInTheDocument();

    // Once the Gripe is written, the next read has both.
    releaseGripe();
    await waitFor(() => expect(pageRead().data?.post?.viewerHasGriped).toBe(true));
    expect(button('Like 5', true)).toBeInTheDocument();
    expect(button('Gripe 3', true)).toBeInTheDocument();
  });
});
