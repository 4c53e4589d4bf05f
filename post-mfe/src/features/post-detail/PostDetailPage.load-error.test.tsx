import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@likegripe/shared-core';
import { createFakeSupabase, type FakeRequest, type FakeSupabase } from './testing/fake-supabase';
import {
  POST_ID,
  commentRow,
  postRow,
  postResponder,
  signedOutState,
} from './testing/post-fixtures';
import { renderPostPage } from './testing/render-post-page';

let fake: FakeSupabase;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

/** What supabase-js answers when the server cannot be reached. */
const networkFailure = {
  data: null,
  error: { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' },
};

/** Answers like the server is down for the tables in `down`, until `backUp()` is called. */
function downThenUp(down: string[]) {
  const world = postResponder({
    post: postRow(),
    comments: [commentRow({ content: 'Lovely sound' })],
  });
  let up = false;
  fake = createFakeSupabase((request: FakeRequest) =>
    !up && down.includes(request.table) ? networkFailure : world(request),
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
    const backUp = downThenUp(['rpc:post_page']);
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

  it('says the post could not be loaded when a refresh fails, and Retry brings it back', async () => {
    const world = postResponder({ post: postRow(), comments: [] });
    let down = false;
    fake = createFakeSupabase((request) => (down ? networkFailure : world(request)));
    const { store } = renderPostPage(signedOutState);
    await screen.findByRole('heading', { name: 'Noise-cancelling headphones for open offices?' });

    down = true;
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Post', id: POST_ID }])));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this post');
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Noise-cancelling headphones for open offices?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a section list fails to load, and Try again loads it', async () => {
    const backUp = downThenUp(['comment_details']);
    renderPostPage(signedOutState);
    await userEvent.click(await screen.findByRole('button', { name: /^Likes/ }));
    expect(await screen.findByText('The comments could not be loaded.')).toBeInTheDocument();

    backUp();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lovely sound')).toBeInTheDocument();
  });
});
