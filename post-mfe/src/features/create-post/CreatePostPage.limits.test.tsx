import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { bus } from '@likegripe/shared-core';
import { uploadPostMedia } from '../../api/create-post-media.api';
import { postgrestError, setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { createPostBackend, renderPage } from './create-post-page.fixtures';
import { mediaFile } from './media-files.fixtures';

const { server, requests } = setupSupabaseHttp();
const serve = (...args: Parameters<typeof createPostBackend>) =>
  server.use(...createPostBackend(...args));
const insertedPosts = () => requests.table('posts', 'POST').map(({ body }) => body);
jest.mock('../../api/create-post-media.api', () => ({
  ...jest.requireActual('../../api/create-post-media.api'),
  uploadPostMedia: jest.fn(),
  removePostMedia: jest.fn(() => Promise.resolve()),
}));

// Many typed fields on a loaded machine; the runner's 5 s default is too tight for a whole form.
jest.setTimeout(30_000);

beforeEach(() => {
  global.URL.createObjectURL = jest.fn(() => 'blob:preview');
  global.URL.revokeObjectURL = jest.fn();
  jest.mocked(uploadPostMedia).mockReset();
});

describe('CreatePostPage limits', () => {
  it('checks every text limit before anything is sent, keeps the text and focuses the title', async () => {
    serve({ id: 'never' });
    renderPage();
    const title = ` ${'t'.repeat(201)} `;
    const description = 'd'.repeat(5001);
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste(title);
    await userEvent.click(screen.getByRole('textbox', { name: 'Description (optional)' }));
    await userEvent.paste(description);
    expect(screen.getByText('5,001/5,000')).toBeInTheDocument();
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Images and videos (optional)'),
      mediaFile('a.png', 'png', 'image/png'),
    );
    await screen.findByText('a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));

    expect(await screen.findByText('Title must be 200 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByText('Description must be 5,000 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
      description,
    );
    expect(screen.getByText('a.png')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    expect(uploadPostMedia).not.toHaveBeenCalled();
    expect(insertedPosts()).toEqual([]);
  });

  it('says "Maximum 10 hashtags allowed" once, from entry and from submit alike', async () => {
    serve({ id: 'never' });
    const { container } = renderPage();
    const entry = screen.getByRole('textbox', { name: 'Hashtags (optional)' });
    for (let index = 0; index < 10; index += 1) await userEvent.type(entry, `t${index}{Enter}`);
    await userEvent.type(entry, 'eleven{Enter}');
    expect(screen.getAllByText('Maximum 10 hashtags allowed')).toHaveLength(1);
    await userEvent.clear(entry);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'About #coffee');
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));
    expect(await screen.findAllByText('Maximum 10 hashtags allowed')).toHaveLength(1);
    expect(insertedPosts()).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a hashtag the database would not take, keeping what was typed', async () => {
    serve({ id: 'never' });
    renderPage();
    const entry = screen.getByRole('textbox', { name: 'Hashtags (optional)' });
    await userEvent.click(entry);
    await userEvent.paste('h'.repeat(51));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Hashtags must be 50 characters or fewer.')).toBeInTheDocument();
    expect(entry).toHaveValue('h'.repeat(51));
    await userEvent.clear(entry);
    await userEvent.type(entry, 'café{Enter}');
    expect(
      screen.getByText('Hashtags may only contain the letters a-z, digits and underscore.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Added hashtags' })).toBeNull();
  });

  it('turns a database refusal into a sentence, never the raw message', async () => {
    serve(() =>
      postgrestError(400, {
        code: '23514',
        message: 'new row for relation "posts" violates check constraint "posts_hashtags_format"',
        details: 'Failing row contains (...)',
      }),
    );
    const { dispatched } = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Refused anyway');
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));
    await waitFor(() =>
      expect(dispatched).toHaveBeenCalledWith(
        bus.toastRequested({
          title: 'Error creating post',
          description:
            'A post can have up to 10 hashtags of up to 50 letters a-z, digits or underscores.',
          variant: 'error',
        }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Refused anyway');
  });
});
