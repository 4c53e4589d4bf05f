import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { notificationRow as row } from '../../testing/notification-rows';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { notificationsBackend } from '../../testing/notifications-backend';
import { NotificationBell } from './NotificationBell';

// A moderation notification as the author or a reporter meets it in the bell's panel: its title
// and message as the database wrote them, and a way to the post when there is one.

const { server, requests } = setupSupabaseHttp();

const signedIn = {
  session: { status: 'signedIn' as const, user: { id: 'u1', email: null }, profile: null },
};

const removedPost = row({
  id: 'm1',
  type: 'moderation',
  title: 'Removed by a moderator',
  message: 'Your post was removed by a moderator.',
  metadata: { content_type: 'posts', content_id: 'p7', outcome: 'hidden' },
});

async function openPanel(rows: ReturnType<typeof row>[]) {
  server.use(...notificationsBackend(rows).handlers);
  const { router } = renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { router, user, panel };
}

describe('a moderation notification', () => {
  it('shows its title and message, and opens the post', async () => {
    const { router, user, panel } = await openPanel([removedPost]);
    const item = within(panel).getByRole('button', { name: /Removed by a moderator/ });
    expect(item).toHaveTextContent('Your post was removed by a moderator.');
    await user.click(item);
    await waitFor(() => expect(router.location.pathname).toBe('/post/p7'));
    expect(
      requests.table('notifications', 'PATCH').map(({ query, body }) => [query, body]),
    ).toEqual([[{ id: 'eq.m1' }, { read: true }]]);
  });

  it('about a comment, opens the comment’s post', async () => {
    const { router, user, panel } = await openPanel([
      row({
        id: 'm2',
        type: 'moderation',
        title: 'Your report was reviewed',
        message: 'Thanks for your report. A moderator looked and kept the comment up.',
        metadata: { content_type: 'comments', content_id: 'c1', outcome: 'dismissed' },
      }),
    ]);
    await user.click(within(panel).getByRole('button', { name: /Your report was reviewed/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/post/p9'));
  });
});
