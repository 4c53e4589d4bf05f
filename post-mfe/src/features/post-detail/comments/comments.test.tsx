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
  commentRow,
  postRow,
  signedInAs,
  signedOutState,
} from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

const { server, requests } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));

const bobsGripe = commentRow({ comment_type: 'gripe', content: 'Too warm', reply_count: 2 });
const replies = [
  commentRow({ comment_type: 'reply', parent_id: bobsGripe.id, content: 'First reply' }),
  commentRow({ comment_type: 'reply', parent_id: bobsGripe.id, content: 'Second reply' }),
];

function world(overrides: Partial<PostWorld> = {}): PostWorld {
  return { post: postRow(), comments: [bobsGripe, ...replies], ...overrides };
}

/**
 * Holds the writes to `table` (only `method`'s when given) until the returned function is called, as
 * a slow network would; then the world's handlers answer them, or `refusal` does.
 */
function holdWrites(table: string, method?: 'POST' | 'DELETE', refusal?: Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(restUrl(table), async ({ request }) => {
      if (request.method === 'GET' || (method && request.method !== method)) return undefined;
      await released;
      return refusal;
    }),
  );
  return () => release();
}

/** Types by pasting: one input event, so a busy machine never stretches a test past its limit. */
async function type(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** Opens a section and waits for its list (fetched on first open) to load. */
async function openSection(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.queryByText('Loading comments...')).not.toBeInTheDocument());
}

describe('the comment input', () => {
  it('posts the trimmed text, clears the box and tells the site', async () => {
    serve(world());
    const { actions } = renderPostPage(signedInAs(READER));
    await openSection(/^Likes/);
    const box = screen.getByPlaceholderText('What do you like about this?');
    const add = screen.getByRole('button', { name: 'Add Like' });
    expect(add).toBeDisabled();
    await type(box, '   ');
    expect(add).toBeDisabled();
    await type(box, ' Comfy for hours  ');
    await userEvent.click(add);

    await waitFor(() => expect(box).toHaveValue(''));
    expect(requests.table('comments', 'POST').map(({ body }) => body)).toEqual([
      {
        post_id: POST_ID,
        user_id: READER.id,
        comment_type: 'like',
        content: 'Comfy for hours',
        parent_id: null,
      },
    ]);
    expect(actions()).toContainEqual(bus.commentChanged({ postId: POST_ID }));
  });

  it('refreshes the section list, its count and the sentiment card after posting', async () => {
    // The backend adds the new comment to comment_details, as the database would.
    serve(world());
    renderPostPage(signedInAs(READER));
    await openSection(/^Likes/);
    expect(screen.getByRole('button', { name: /^Likes/ })).toHaveTextContent('Likes0');
    expect(screen.getByText('No likes yet. Be the first!')).toBeInTheDocument();

    await type(screen.getByPlaceholderText('What do you like about this?'), 'Wonderful soundstage');
    await userEvent.click(screen.getByRole('button', { name: 'Add Like' }));
    const list = await screen.findByRole('list', { name: 'Likes' });
    expect(within(list).getByText('Wonderful soundstage')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Likes/ })).toHaveTextContent('Likes1'),
    );
    const card = within(screen.getByRole('region', { name: 'AI Sentiment Analysis' }));
    expect(card.getByText('wonderful')).toBeInTheDocument();
  });

  it('keeps the text and shows the error when posting fails', async () => {
    serve(world({ write: () => postgrestError(500, { message: 'Server is down' }) }));
    const { toasts } = renderPostPage(signedInAs(READER));
    await openSection(/^Gripes/);
    const box = screen.getByPlaceholderText('What could be improved?');
    await type(box, 'Cable is short');
    await userEvent.click(screen.getByRole('button', { name: 'Add Gripe' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ title: 'Error posting comment', description: 'Server is down' }),
      ),
    );
    expect(box).toHaveValue('Cable is short');
  });

  /** Bob signed in with his profile loaded, as the shell has it once the header shows him. */
  const bobWithProfile = {
    session: {
      status: 'signedIn' as const,
      user: READER,
      profile: {
        id: READER.id,
        username: 'bob_builds',
        display_name: 'Bob Martinez',
        bio: null,
        avatar_url: null,
        created_at: '2025-10-01T00:00:00Z',
      },
    },
  };

  it('shows a new like in its section at once, before the server answers', async () => {
    serve(world());
    const release = holdWrites('comments', 'POST');
    renderPostPage(bobWithProfile);
    await openSection(/^Likes/);
    const box = screen.getByPlaceholderText('What do you like about this?');
    await type(box, 'Wonderful soundstage');
    await userEvent.click(screen.getByRole('button', { name: 'Add Like' }));

    expect(box).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Likes' });
    expect(within(list).getByText('Wonderful soundstage')).toBeInTheDocument();
    expect(within(list).getByText('Posting...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(list).queryByText('Posting...')).not.toBeInTheDocument());
    expect(within(list).getAllByText('Wonderful soundstage')).toHaveLength(1);
  });

  it('takes a refused comment off the list and puts its text back in the box', async () => {
    serve(world());
    const release = holdWrites(
      'comments',
      'POST',
      postgrestError(500, { message: 'Server is down' }),
    );
    const { toasts } = renderPostPage(bobWithProfile);
    await openSection(/^Gripes/);
    const box = screen.getByPlaceholderText('What could be improved?');
    await type(box, 'Cable is short');
    await userEvent.click(screen.getByRole('button', { name: 'Add Gripe' }));
    const list = screen.getByRole('list', { name: 'Gripes' });
    expect(within(list).getByText('Cable is short')).toBeInTheDocument();
    release();

    await waitFor(() => expect(box).toHaveValue('Cable is short'));
    expect(within(list).queryByText('Cable is short')).not.toBeInTheDocument();
    expect(screen.queryByText('Posting...')).not.toBeInTheDocument();
    expect(toasts()).toContainEqual(
      expect.objectContaining({ title: 'Error posting comment', description: 'Server is down' }),
    );
  });

  it('shows a reply under its comment at once; a refused one reopens its box with the text', async () => {
    serve(world());
    const release = holdWrites(
      'comments',
      'POST',
      postgrestError(500, { message: 'Server is down' }),
    );
    renderPostPage(bobWithProfile);
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await type(screen.getByPlaceholderText('Write a reply...'), 'Try the long cable');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1)!);

    expect(screen.getByPlaceholderText('Write a reply...')).not.toBeVisible();
    const replyList = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replyList).getByText('Try the long cable')).toBeInTheDocument();
    release();

    expect(await screen.findByPlaceholderText('Write a reply...')).toHaveValue(
      'Try the long cable',
    );
    expect(screen.queryByText('Posting...')).not.toBeInTheDocument();
  });

  it('keeps a 12,000-character paste, counts it and explains the 5,000 limit', async () => {
    serve(world());
    renderPostPage(signedInAs(READER));
    await openSection(/^Likes/);
    const box = screen.getByPlaceholderText('What do you like about this?');
    await type(box, 'a'.repeat(12_000));
    expect((box as HTMLTextAreaElement).value).toHaveLength(12_000);
    expect(screen.getByText('12,000/5,000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(/Comment must be 5,000 characters or fewer\./);
    expect(screen.getByRole('button', { name: 'Add Like' })).toBeDisabled();
  });

  it('keeps a long reply too and explains its limit', async () => {
    serve(world());
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByPlaceholderText('Write a reply...');
    await type(box, 'b'.repeat(5_001));
    expect((box as HTMLTextAreaElement).value).toHaveLength(5_001);
    expect(screen.getByText('5,001/5,000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(/Reply must be 5,000 characters or fewer\./);
  });

  it('shows visitors a sign-in note instead of the box', async () => {
    serve(world());
    renderPostPage(signedOutState);
    await openSection(/^Questions 0/);
    expect(screen.getByText('Please sign in to post comments.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toMatch(
      /^\/auth\?next=%2Fpost%2F/,
    );
    expect(screen.queryByPlaceholderText('What would you like to know?')).not.toBeInTheDocument();
  });
});

describe('a comment card', () => {
  it('shows the author chip with trust level and score, and the replies oldest first', async () => {
    serve(world());
    renderPostPage(signedOutState);
    await openSection(/^Gripes/);
    expect(screen.getByText('Silver (55)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2 replies' }));
    const list = await screen.findByRole('list', { name: 'Replies' });
    const texts = within(list)
      .getAllByText(/reply$/)
      .map((item) => item.textContent);
    expect(texts).toEqual(['First reply', 'Second reply']);
  });

  it('offers a comment without replies only Reply, not a "0 replies" toggle', async () => {
    serve(world({ comments: [{ ...bobsGripe, reply_count: 0 }] }));
    renderPostPage(signedOutState);
    await openSection(/^Gripes/);
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\d+ repl(y|ies)$/ })).not.toBeInTheDocument();
  });

  it("says 'No replies yet.' when the replies have gone since the count was read", async () => {
    serve(world({ comments: [{ ...bobsGripe, reply_count: 1 }] }));
    renderPostPage(signedOutState);
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: '1 reply' }));
    expect(await screen.findByText('No replies yet.')).toBeInTheDocument();
  });

  it('asks visitors to sign in before liking a comment', async () => {
    serve(world());
    const { toasts } = renderPostPage(signedOutState);
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: /^Like comment/ }));
    expect(toasts()).toContainEqual(
      expect.objectContaining({ description: 'Please sign in to like comments.' }),
    );
  });

  it("hearts a comment for the reader and shows the server's count", async () => {
    const state = world();
    state.write = () => {
      state.comments = [{ ...bobsGripe, like_count: 1, viewer_has_liked: true }];
      return undefined; // and written as usual
    };
    serve(state);
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Like comment, 0 likes' }));
    expect(
      await screen.findByRole('button', { name: 'Like comment, 1 like', pressed: true }),
    ).toBeInTheDocument();
    expect(requests.table('comment_likes', 'POST').map(({ body }) => body)).toEqual([
      { comment_id: bobsGripe.id, user_id: AUTHOR.id },
    ]);
  });

  it('shows a heart at once, before the server answers', async () => {
    serve(world());
    const release = holdWrites('comment_likes');
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Like comment, 0 likes' }));
    // The heart is on its way and held: the button already shows it, and takes another tap.
    await waitFor(() => expect(requests.table('comment_likes', 'POST')).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Like comment, 1 like', pressed: true }),
    ).toBeEnabled();
    release();
  });

  it('shows an un-heart at once, before the server answers', async () => {
    const hearted = { ...bobsGripe, like_count: 3, viewer_has_liked: true };
    serve(world({ comments: [hearted, ...replies] }));
    const release = holdWrites('comment_likes');
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Like comment, 3 likes' }));
    await waitFor(() => expect(requests.table('comment_likes', 'DELETE')).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Like comment, 2 likes', pressed: false }),
    ).toBeInTheDocument();
    release();
  });

  it('puts a heart back and says why when the server refuses it', async () => {
    serve(world({ write: () => postgrestError(500, { message: 'Heart refused' }) }));
    const release = holdWrites('comment_likes');
    const { toasts } = renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Like comment, 0 likes' }));
    await waitFor(() => expect(requests.table('comment_likes', 'POST')).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Like comment, 1 like', pressed: true }),
    ).toBeEnabled();
    release();
    expect(
      await screen.findByRole('button', { name: 'Like comment, 0 likes', pressed: false }),
    ).toBeInTheDocument();
    expect(toasts()).toContainEqual(
      expect.objectContaining({ title: 'Error', description: 'Heart refused' }),
    );
  });

  it('posts a reply under its comment', async () => {
    serve(world());
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByPlaceholderText('Write a reply...');
    expect(box).toHaveAttribute('rows', '2');
    await type(box, 'Try the velour pads');
    // The box's own Reply button comes after the card's Reply toggle.
    await userEvent.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1)!);
    await waitFor(() => expect(requests.table('comments', 'POST')).toHaveLength(1));
    expect(requests.table('comments', 'POST')[0]?.body).toEqual(
      expect.objectContaining({ comment_type: 'reply', parent_id: bobsGripe.id }),
    );
    expect(await screen.findByRole('list', { name: 'Replies' })).toBeInTheDocument();
  });

  it('offers Delete comment to its author only, and deletes it after confirming', async () => {
    serve(world());
    const { toasts } = renderPostPage(signedInAs(READER));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete comment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Comment deleted' })),
    );
    expect(requests.table('comments', 'DELETE')[0]?.query).toEqual({
      id: `eq.${bobsGripe.id}`,
      select: 'id',
    });
  });

  async function deleteBobsGripe() {
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete comment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  }

  it('takes a deleted comment off the list at once, before the server answers', async () => {
    serve(world());
    const release = holdWrites('comments', 'DELETE');
    const { toasts } = renderPostPage(signedInAs(READER));
    await openSection(/^Gripes/);
    await deleteBobsGripe();

    expect(screen.queryByText('Too warm')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Comment deleted' })),
    );
    expect(screen.queryByText('Too warm')).not.toBeInTheDocument();
  });

  it('puts a comment whose delete was refused back, and says so', async () => {
    serve(world());
    const release = holdWrites(
      'comments',
      'DELETE',
      postgrestError(403, { message: 'permission denied', code: '42501' }),
    );
    const { toasts } = renderPostPage(signedInAs(READER));
    await openSection(/^Gripes/);
    await deleteBobsGripe();
    expect(screen.queryByText('Too warm')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('Too warm')).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: 'Failed to delete comment. Please try again.' }),
      ),
    );
  });

  it('shows no Delete comment to someone else', async () => {
    serve(world());
    renderPostPage(signedInAs(AUTHOR));
    await openSection(/^Gripes/);
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    expect(screen.getByRole('menuitem', { name: 'Report comment' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete comment' })).not.toBeInTheDocument();
  });
});
