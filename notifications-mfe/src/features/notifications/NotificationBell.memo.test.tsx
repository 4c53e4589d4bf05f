import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { notificationRow as row } from '../../testing/notification-rows';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { notificationsBackend } from '../../testing/notifications-backend';
import { holdIdleCallbacks } from '../../testing/held-idle-callbacks';
import { NotificationBell } from './NotificationBell';

const { server } = setupSupabaseHttp();

// The stand-in row counts its draws.
let rowDraws = 0;
jest.mock('./NotificationItem', () => ({
  NotificationItem() {
    rowDraws += 1;
    return null;
  },
}));

const signedIn = {
  session: { status: 'signedIn' as const, user: { id: 'u1', email: null }, profile: null },
};

describe('NotificationBell opening a panel drawn ahead', () => {
  it('shows and hides the panel without drawing its rows again', async () => {
    const idle = holdIdleCallbacks();
    server.use(...notificationsBackend([row({ id: 'a' }), row({ id: 'b', read: true })]).handlers);
    const view = renderWithProviders(<NotificationBell />, { preloadedState: signedIn });
    try {
      const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      idle.fire();
      await screen.findByRole('dialog', { hidden: true });
      const drawsBefore = rowDraws;
      expect(drawsBefore).toBeGreaterThanOrEqual(2);

      await userEvent.click(bell);
      expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await userEvent.click(bell);
      expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
      expect(rowDraws).toBe(drawsBefore);
    } finally {
      view.unmount();
      idle.restore();
    }
  });
});
