import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { api } from '@likegripe/shared-core';
import { postgrestError, restUrl, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { getPostPageEndpoint } from '../../api/post-detail.api';
import { postBackend } from './testing/post-backend';
import { POST_ID, commentRow, postRow, signedOutState } from './testing/post-fixtures';
import { renderPostPage } from './testing/render-post-page';

const { server } = setupSupabaseHttp();

// A server fault: supabase-js retries a GET whose connection failed for seconds before it gives up.
const serverFault = () => postgrestError(500, { message: 'Internal Server Error' });

/** Fails the GETs of the paths in `down` (`rpc/post_page`, `comment_details`) until `backUp()`. */
function downThenUp(down: string[]) {
  let up = false;
  server.use(
    ...down.map((path) => http.get(restUrl(path), () => (up ? undefined : serverFault()))),
    ...postBackend({ post: postRow(), comments: [commentRow({ content: 'Lovely sound' })] }),
  );
  return () => {
    up = true;
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the post detail page when the backend fails', () => {
  it("says the post could not be loaded, not 'Post not found', and Retry loads it", async () => {
    const backUp = downThenUp(['rpc/post_page']);
    renderPostPage(signedOutState);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this post');
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    backUp();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Noise-cancelling headphones for open offices?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('AI Sentiment Analysis')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the post it has read when a refresh fails', async () => {
    let down = false;
    server.use(
      http.get(restUrl('rpc/post_page'), () => (down ? serverFault() : undefined)),
      ...postBackend({ post: postRow(), comments: [] }),
    );
    const { store } = renderPostPage(signedOutState);
    const title = { name: 'Noise-cancelling headphones for open offices?' };
    await screen.findByRole('heading', title);

    down = true;
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Post', id: POST_ID }])));
    await waitFor(() =>
      expect(getPostPageEndpoint.select(POST_ID)(store.getState()).isError).toBe(true),
    );
    expect(screen.getByRole('heading', title)).toBeInTheDocument();
    expect(screen.queryByText('Could not load this post')).not.toBeInTheDocument();
  });

  it('says in the section when its list fails to load, keeps the post, and Retry loads it', async () => {
    const backUp = downThenUp(['comment_details']);
    renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: /^Likes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The comments could not be loaded.');
    expect(
      screen.getByRole('heading', { name: 'Noise-cancelling headphones for open offices?' }),
    ).toBeInTheDocument();

    backUp();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lovely sound')).toBeInTheDocument();
  });
});
