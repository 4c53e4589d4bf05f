import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { notificationRow as row } from '../../testing/notification-rows';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { notificationsBackend } from '../../testing/notifications-backend';
import { holdIdleCallbacks } from '../../testing/held-idle-callbacks';
import { NotificationBell } from './NotificationBell';

const { server, requests, realtime } = setupSupabaseHttp();

/** Serves these notifications; the returned backend's rows are what the server holds. */
function serve(rows: ReturnType<typeof row>[]) {
  const backend = notificationsBackend(rows);
  server.use(...backend.handlers);
  return backend;
}

/** The bell's live channel, once joined (changes pushed before it would reach nobody). */
async function liveChannel() {
  await waitFor(() => expect(realtime.channels()).toHaveLength(1));
  return realtime.channels()[0];
}

const notificationChange = (
  type: 'INSERT' | 'UPDATE',
  record: Partial<ReturnType<typeof row>>,
  oldRecord: Partial<ReturnType<typeof row>> = {},
) => realtime.databaseChange({ type, table: 'notifications', record, old_record: oldRecord });

const markedRead = () =>
  requests.table('notifications', 'PATCH').map(({ query, body }) => ({ query, body }));

const signedIn = {
  session: { status: 'signedIn' as const, user: { id: 'u1', email: null }, profile: null },
};

const carolFollowed = row({
  id: 'b',
  read: true,
  message: 'Carol started following you',
  metadata: { follower_username: 'carol' },
});

function renderBell(rows = [row({ id: 'a' }), carolFollowed]) {
  serve(rows);
  return renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count on the bell and listens to the member’s notifications', async () => {
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(bell()).toHaveTextContent('1');
    expect((await liveChannel())?.config.postgres_changes).toEqual([
      { event: '*', schema: 'public', table: 'notifications', filter: 'user_id=eq.u1' },
    ]);
    // The list and the count are the member's own; the count is a HEAD with count=exact.
    const [list, count] = [
      requests.table('notifications'),
      requests.table('notifications', 'HEAD'),
    ];
    expect(list.map(({ query }) => query)).toEqual([
      { select: '*', user_id: 'eq.u1', order: 'created_at.desc', limit: '20' },
    ]);
    expect(count.map(({ query }) => query)).toEqual([
      { select: 'id', user_id: 'eq.u1', read: 'eq.false' },
    ]);
    expect(count[0]?.headers.get('prefer')).toContain('count=exact');
  });

  it('raises the count for a live arrival and lowers it when one is read elsewhere', async () => {
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    await liveChannel();
    await act(async () => notificationChange('INSERT', row({ id: 'c' })));
    await waitFor(() => expect(bell()).toHaveTextContent('2'));
    await act(async () =>
      notificationChange('UPDATE', row({ id: 'a', read: true }), row({ id: 'a' })),
    );
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
  });

  it("shows the server's unread total, not the count among the 20 loaded", async () => {
    // 120 unread on the server; the list asks for the newest 20 only.
    serve(Array.from({ length: 120 }, (_, index) => row({ id: `n${index}` })));
    renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 99+ unread'));
    expect(bell()).toHaveTextContent('99+');
  });

  it('counts again when an older notification changes without its old state', async () => {
    const { notifications } = serve([row({ id: 'a' }), carolFollowed]);
    renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    await liveChannel();
    // Six more unread ones the list does not show: only a new count can tell.
    for (let index = 0; index < 6; index += 1) notifications.push(row({ id: `older${index}` }));
    await act(async () =>
      notificationChange('UPDATE', row({ id: 'old', read: true }), { id: 'old' }),
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));
  });

  it('shows 99+ above 99 as live arrivals pile up', async () => {
    renderBell([]);
    await liveChannel();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    await act(async () => {
      for (let index = 0; index < 100; index += 1) {
        notificationChange('INSERT', row({ id: `n${index}` }));
      }
    });
    await waitFor(() => expect(bell()).toHaveTextContent('99+'));
  });

  it('draws the panel hidden at the first idle moment, and a click shows that panel', async () => {
    const idle = holdIdleCallbacks();
    const view = renderBell();
    try {
      await waitFor(() => expect(bell()).toHaveTextContent('1'));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      idle.fire();
      const panel = await screen.findByRole('dialog', { hidden: true });
      expect(panel).toHaveAttribute('aria-label', 'Notifications');
      expect(panel).not.toBeVisible();
      expect(within(panel).getByText('Carol started following you')).toBeInTheDocument();
      await userEvent.click(bell());
      expect(screen.getByRole('dialog', { name: 'Notifications' })).toBe(panel);
      expect(panel).toBeVisible();
    } finally {
      view.unmount();
      idle.restore();
    }
  });

  // Drawn while the notifications were loading, the panel re-rendered when they came, and a store
  // change in the middle of its render made React draw it all again in one long task.
  it('draws the panel ahead only once the notifications are there', async () => {
    const idle = holdIdleCallbacks();
    const answer = serve([row({ id: 'a' }), carolFollowed]).hold();
    const view = renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
    try {
      idle.fire();
      await act(async () => undefined);
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      await act(async () => answer());
      const panel = await screen.findByRole('dialog', { hidden: true });
      expect(panel).not.toBeVisible();
      expect(within(panel).getByText('Carol started following you')).toBeInTheDocument();
    } finally {
      view.unmount();
      idle.restore();
    }
  });

  // Their arrival is a store change, which React renders synchronously: a panel drawn in that
  // render made one long task of it. The badge comes first; the panel in a later, sliced render.
  it('draws the panel in a render of its own after the notifications arrive', async () => {
    const idle = holdIdleCallbacks();
    const answer = serve([row({ id: 'a' }), carolFollowed]).hold();
    const commits: { unreadShown: boolean; panel: boolean }[] = [];
    const recordCommit = () =>
      commits.push({
        unreadShown: screen.queryByRole('button', { name: 'Notifications, 1 unread' }) !== null,
        panel: screen.queryByRole('dialog', { hidden: true }) !== null,
      });
    const view = renderWithProviders(
      <Profiler id="bell" onRender={recordCommit}>
        <NotificationBell />
      </Profiler>,
      { preloadedState: signedIn },
    );
    try {
      idle.fire();
      await act(async () => undefined);
      await act(async () => answer());
      await screen.findByRole('dialog', { hidden: true });
      const firstWithCount = commits.find((commit) => commit.unreadShown);
      expect(firstWithCount).toEqual({ unreadShown: true, panel: false });
      expect(commits.at(-1)?.panel).toBe(true);
    } finally {
      view.unmount();
      idle.restore();
    }
  });

  it("opens the panel with 'No notifications yet' when there are none", async () => {
    renderBell([]);
    await userEvent.setup().click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it("marks everything read with 'Mark all read'", async () => {
    renderBell();
    const user = userEvent.setup();
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(markedRead()).toEqual([
      { query: { user_id: 'eq.u1', read: 'eq.false' }, body: { read: true } },
    ]);
  });

  it("opens a follower's profile and marks the notification read", async () => {
    const { router } = renderBell();
    const user = userEvent.setup();
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: /Bob started following you/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile/bob'));
    expect(markedRead()).toEqual([{ query: { id: 'eq.a' }, body: { read: true } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the post of a comment's notification", async () => {
    const comment = row({
      id: 'c',
      type: 'comment',
      title: 'New comment',
      message: 'Bob asked a question on your post',
      metadata: { content_type: 'comments', content_id: 'c1' },
    });
    const { router } = renderBell([comment]);
    const user = userEvent.setup();
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /asked a question/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/post/p9'));
    expect(requests.table('comments').map(({ query }) => query)).toEqual([
      { select: 'post_id', id: 'eq.c1' },
    ]);
  });

  it('closes the live channel when the member signs out (the bell goes away)', async () => {
    const { unmount } = renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    await liveChannel();
    unmount();
    await waitFor(() => expect(realtime.channels()).toEqual([]));
  });

  it('is not there for visitors', () => {
    serve([]);
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requests.all).toEqual([]);
  });
});
