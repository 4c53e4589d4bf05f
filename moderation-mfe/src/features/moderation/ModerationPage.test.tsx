import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts, renderWithProviders } from '@likegripe/tooling/test-utils';
import { postgrestError, setupSupabaseHttp, unreachable } from '@likegripe/tooling/supabase-http';
import {
  DISMISSED_LOG_ENTRY,
  HIDDEN_LOG_ENTRY,
  MODERATOR,
  RUDE_COMMENT,
  SPAM_POST,
  signedInAs,
  signedOut,
} from '../../testing/moderation-fixtures';
import { moderationBackend } from '../../testing/moderation-backend';
import { ModerationPage } from './ModerationPage';

const { server, requests } = setupSupabaseHttp();
const toasts = recordToasts();
const serve = (data?: Parameters<typeof moderationBackend>[0]) =>
  server.use(...moderationBackend(data));

const rpcNames = () =>
  requests.all.filter(({ path }) => path.startsWith('rpc/')).map(({ path }) => path.slice(4));
const moderationCalls = () => requests.rpc('moderate_content').map(({ body }) => body);
const logRequests = () => requests.table('moderation_log');

const renderPage = (
  state: typeof signedOut | ReturnType<typeof signedInAs> = signedInAs(MODERATOR),
) => renderWithProviders(<ModerationPage />, { preloadedState: state, route: '/moderation' });

const groupCard = (name: string) => screen.getByRole('article', { name });

describe('who may open it', () => {
  it('asks a visitor to sign in and asks the database nothing', async () => {
    serve();
    renderPage(signedOut);
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to moderate content.')).toBeInTheDocument();
    expect(requests.all).toEqual([]);
  });

  it('tells a member who does not moderate, after asking only is_moderator', async () => {
    serve({ moderator: false, queue: [SPAM_POST], log: [HIDDEN_LOG_ENTRY] });
    renderPage();
    expect(await screen.findByText('Moderators only')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(rpcNames()).toEqual(['is_moderator']);
    expect(logRequests()).toHaveLength(0);
  });
});

describe('a moderator', () => {
  it('sees each reported post or comment with its reasons, details, author and post', async () => {
    serve({ queue: [SPAM_POST, RUDE_COMMENT], log: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Open reports (2)' })).toBeVisible();

    const post = groupCard('Cheap watches');
    expect(within(post).getByText('Post')).toBeVisible();
    expect(within(post).getByText('Buy now at my shop')).toBeVisible();
    expect(within(post).getByText('2 reports')).toBeVisible();
    const reasons = within(post).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Other, please specify', 'Spam or fake content']);
    expect(within(post).getByText('Reads like an advert')).toBeVisible();
    expect(within(post).getByText('Same post every day')).toBeVisible();
    expect(within(post).getByRole('link', { name: '@spammy_sam' })).toHaveAttribute(
      'href',
      '/profile/spammy_sam',
    );
    expect(within(post).getByRole('link', { name: 'Open post' })).toHaveAttribute(
      'href',
      '/post/post-1',
    );
    expect(within(post).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Hide' })).toBeEnabled();

    const comment = groupCard('Reported comment');
    expect(within(comment).getByText('You are all clueless')).toBeVisible();
    expect(within(comment).getByText('Hidden')).toBeVisible();
    expect(within(comment).getByText('Harassment or bullying')).toBeVisible();
    expect(within(comment).getByRole('link', { name: 'Open post' })).toHaveAttribute(
      'href',
      '/post/post-3',
    );
    expect(within(comment).getByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(within(comment).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('loads each list with one request', async () => {
    serve({ queue: [SPAM_POST], log: [HIDDEN_LOG_ENTRY] });
    renderPage();
    await screen.findByRole('article', { name: 'Cheap watches' });
    await screen.findByText(/Free gift cards/);
    expect(rpcNames()).toEqual(['is_moderator', 'moderation_queue']);
    expect(logRequests()).toHaveLength(1);
    // The newest 20 entries, newest first.
    expect(logRequests()[0]?.query).toMatchObject({ order: 'created_at.desc', limit: '20' });
  });

  it('says when no report is open', async () => {
    serve({ queue: [], log: [] });
    renderPage();
    expect(await screen.findByText('No open reports.')).toBeVisible();
    expect(await screen.findByText('Nothing moderated yet.')).toBeVisible();
  });

  it('shows a failed queue with Retry, which asks again', async () => {
    serve({ queue: unreachable });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Could not load the reports')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(rpcNames().filter((name) => name === 'moderation_queue')).toHaveLength(2),
    );
  });
});

describe('deciding', () => {
  it('hides with a note: the call, the toast, the group leaves and the log reloads', async () => {
    serve({ queue: [SPAM_POST, RUDE_COMMENT] });
    const user = userEvent.setup();
    renderPage();
    const post = await screen.findByRole('article', { name: 'Cheap watches' });
    await user.type(within(post).getByLabelText('Note (optional)'), 'Advert for a shop');
    await user.click(within(post).getByRole('button', { name: 'Hide' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Cheap watches' })).not.toBeInTheDocument(),
    );
    expect(moderationCalls()).toEqual([
      { _target_type: 'post', _target_id: 'post-1', _action: 'hide', _note: 'Advert for a shop' },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Post hidden', variant: 'success' })]);
    expect(screen.getByRole('article', { name: 'Reported comment' })).toBeVisible();
    await waitFor(() => expect(logRequests()).toHaveLength(2));
  });

  it('dismisses without a note, sending none', async () => {
    serve({ queue: [SPAM_POST] });
    const user = userEvent.setup();
    renderPage();
    const post = await screen.findByRole('article', { name: 'Cheap watches' });
    await user.type(within(post).getByLabelText('Note (optional)'), '   ');
    await user.click(within(post).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No open reports.')).toBeVisible();
    expect(moderationCalls()).toEqual([
      { _target_type: 'post', _target_id: 'post-1', _action: 'dismiss' },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Reports dismissed' })]);
  });

  it('keeps the note and shows the error when the decision fails', async () => {
    serve({
      queue: [SPAM_POST],
      decision: () =>
        postgrestError(403, { message: 'Only moderators can do that.', code: '42501' }),
    });
    const user = userEvent.setup();
    renderPage();
    const post = await screen.findByRole('article', { name: 'Cheap watches' });
    const note = within(post).getByLabelText('Note (optional)');
    await user.type(note, 'Advert for a shop');
    await user.click(within(post).getByRole('button', { name: 'Hide' }));

    expect(await within(post).findByText('Only moderators can do that.')).toBeVisible();
    expect(note).toHaveValue('Advert for a shop');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('article', { name: 'Cheap watches' })).toBeVisible();
    expect(toasts).toEqual([]);
  });

  it('restores hidden content from the log, once per post or comment', async () => {
    const older = { ...HIDDEN_LOG_ENTRY, id: 'log-older', created_at: '2026-11-23T06:00:00.000Z' };
    serve({ log: [HIDDEN_LOG_ENTRY, DISMISSED_LOG_ENTRY, older] });
    const user = userEvent.setup();
    renderPage();
    const log = await screen.findByRole('list', { name: 'Recently moderated' });
    expect(await within(log).findAllByText('Hidden: Post “Free gift cards”')).toHaveLength(2);
    expect(
      within(log).getByText('Dismissed: Comment “Fair point about the battery”'),
    ).toBeVisible();
    expect(within(log).getAllByText('Note: Phishing link')).toHaveLength(2);
    const restore = within(log).getAllByRole('button', { name: 'Restore' });
    expect(restore).toHaveLength(1);
    await user.click(restore[0]!);
    await waitFor(() =>
      expect(moderationCalls()).toEqual([
        { _target_type: 'post', _target_id: 'post-9', _action: 'restore' },
      ]),
    );
    expect(toasts).toEqual([expect.objectContaining({ title: 'Post restored' })]);
  });
});
