import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { notificationRow as row } from '../../testing/notification-rows';
import { createFakeNotificationsClient } from '../../testing/fake-notifications-client';
import { holdIdleCallbacks } from '../../testing/held-idle-callbacks';
import { NotificationBell } from './NotificationBell';

let fake: ReturnType<typeof createFakeNotificationsClient>;
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: () => fake.client,
}));

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
  fake = createFakeNotificationsClient(rows);
  return renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count on the bell and listens to the member’s notifications', async () => {
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(bell()).toHaveTextContent('1');
    expect(fake.channelFilters).toEqual([
      { event: '*', schema: 'public', table: 'notifications', filter: 'user_id=eq.u1' },
    ]);
  });

  it('raises the count for a live arrival and lowers it when one is read elsewhere', async () => {
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    act(() => fake.push({ eventType: 'INSERT', new: row({ id: 'c' }), old: {} }));
    await waitFor(() => expect(bell()).toHaveTextContent('2'));
    act(() =>
      fake.push({ eventType: 'UPDATE', new: row({ id: 'a', read: true }), old: row({ id: 'a' }) }),
    );
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
  });

  it("shows the server's unread total, not the count among the 20 loaded", async () => {
    const rows = Array.from({ length: 20 }, (_, index) => row({ id: `n${index}` }));
    fake = createFakeNotificationsClient(rows);
    fake.server.unreadTotal = 120;
    renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 99+ unread'));
    expect(bell()).toHaveTextContent('99+');
  });

  it('counts again when an older notification changes without its old state', async () => {
    renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    fake.server.unreadTotal = 7;
    act(() =>
      fake.push({ eventType: 'UPDATE', new: row({ id: 'old', read: true }), old: { id: 'old' } }),
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));
  });

  it('shows 99+ above 99 as live arrivals pile up', async () => {
    renderBell([]);
    await waitFor(() => expect(fake.client.channel).toHaveBeenCalled());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    act(() => {
      for (let index = 0; index < 100; index += 1) {
        fake.push({ eventType: 'INSERT', new: row({ id: `n${index}` }), old: {} });
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
    fake = createFakeNotificationsClient([row({ id: 'a' }), carolFollowed]);
    let answer: () => void = () => undefined;
    fake.server.held = new Promise<void>((resolve) => {
      answer = resolve;
    });
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
    fake = createFakeNotificationsClient([row({ id: 'a' }), carolFollowed]);
    let answer: () => void = () => undefined;
    fake.server.held = new Promise<void>((resolve) => {
      answer = resolve;
    });
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
    expect(fake.updates).toEqual([
      {
        table: 'notifications',
        values: { read: true },
        filters: [
          ['user_id', 'u1'],
          ['read', false],
        ],
      },
    ]);
  });

  it("opens a follower's profile and marks the notification read", async () => {
    const { router } = renderBell();
    const user = userEvent.setup();
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: /Bob started following you/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile/bob'));
    expect(fake.updates).toEqual([
      { table: 'notifications', values: { read: true }, filters: [['id', 'a']] },
    ]);
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
  });

  it('closes the live channel when the member signs out (the bell goes away)', async () => {
    const { unmount } = renderBell();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    expect(fake.client.removeChannel).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(fake.client.removeChannel).toHaveBeenCalledTimes(1));
  });

  it('is not there for visitors', () => {
    fake = createFakeNotificationsClient([]);
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fake.client.from).not.toHaveBeenCalled();
  });
});
