import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { bus } from '@likegripe/shared-core';
import {
  PostMediaUploadError,
  removePostMedia,
  uploadPostMedia,
} from '../../api/create-post-media.api';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
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

describe('CreatePostPage', () => {
  it('asks visitors to sign in', () => {
    renderPage({ session: { status: 'signedOut', user: null, profile: null } });
    expect(screen.getByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to create a review post.')).toBeInTheDocument();
  });

  it('requires a title and an http(s) link, keeping what was typed', async () => {
    serve({ id: 'new' });
    const { container } = renderPage();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Link (optional)' }),
      'javascript:alert(1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));
    expect(screen.getByText('Please enter a title.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a link that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link (optional)' })).toHaveValue(
      'javascript:alert(1)',
    );
    expect(insertedPosts()).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a file over 10MB before any upload and lists the others with progress', async () => {
    serve({ id: 'new' });
    renderPage();
    const input = screen.getByLabelText('Images and videos (optional)');
    await userEvent.upload(input, [
      mediaFile('big.png', 'png', 'image/png', 12 * 1024 * 1024),
      mediaFile('ok.png', 'png', 'image/png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.png is larger than 10MB and was not added.',
    );
    expect(await screen.findByText('ok.png')).toBeInTheDocument();
    expect(screen.queryByText('big.png')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Upload of ok.png' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove ok.png' }));
    expect(screen.queryByText('ok.png')).toBeNull();
    expect(uploadPostMedia).not.toHaveBeenCalled();
  });

  it('uploads, inserts with merged hashtags and a mention, announces the post and goes home', async () => {
    serve({ id: 'post-9' });
    jest
      .mocked(uploadPostMedia)
      .mockImplementation(async (name, _body, type, _userId, onProgress) => {
        expect(type).toBe('image/png');
        onProgress(0.5);
        return `https://cdn.test/${name}`;
      });
    const { dispatched, router } = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Best #Coffee grinder');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'products');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Description (optional)' }),
      'Ask @bo',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Bob Martinez/ }));
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
      'Ask @bob_builds ',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Hashtags (optional)' }),
      '#Kitchen{Enter}kitchen,',
    );
    expect(screen.getByText('This hashtag has already been added.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Images and videos (optional)'),
      mediaFile('a.png', 'png', 'image/png'),
    );
    await screen.findByText('a.png');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Link (optional)' }),
      'https://shop.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(insertedPosts()).toEqual([
      {
        user_id: 'user-1',
        title: 'Best #Coffee grinder',
        description: 'Ask @bob_builds',
        category: 'products',
        media_urls: ['https://cdn.test/a.png'],
        link_url: 'https://shop.test',
        hashtags: ['kitchen', 'coffee'],
      },
    ]);
    expect(dispatched).toHaveBeenCalledWith(bus.postCreated({ postId: 'post-9' }));
  });

  it('aborts on an upload failure with the spec toast in words and keeps the form', async () => {
    serve({ id: 'never' });
    jest.mocked(uploadPostMedia).mockRejectedValue(new PostMediaUploadError('a.png', 413));
    const { dispatched, router } = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Kept title');
    await userEvent.upload(
      screen.getByLabelText('Images and videos (optional)'),
      mediaFile('a.png', 'png', 'image/png'),
    );
    await screen.findByText('a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Create Review Post' }));
    await waitFor(() =>
      expect(dispatched).toHaveBeenCalledWith(
        bus.toastRequested({
          title: 'Error creating post',
          description: 'a.png is larger than 10MB. Remove it and try again.',
          variant: 'error',
        }),
      ),
    );
    expect(insertedPosts()).toEqual([]);
    expect(removePostMedia).toHaveBeenCalled();
    expect(router.location.pathname).toBe('/create');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Review Post' })).toBeEnabled();
  });
});
