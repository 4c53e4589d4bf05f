import { notificationRow as row } from '../testing/notification-rows';
import {
  allNotificationsRead,
  feedFromRows,
  notificationArrived,
  notificationChanged,
  notificationRead,
  notificationRemoved,
  notificationTarget,
  unreadCountRefreshed,
} from './notification-feed';
import type { NotificationFeed } from './notification.types';

/** A feed whose server total is the unread rows given (as when every notification is shown). */
function feed(...rows: ReturnType<typeof row>[]): NotificationFeed {
  return feedFromRows(rows, rows.filter((item) => !item.read).length);
}

describe('feedFromRows', () => {
  it("takes the server's unread total, not the count among the rows shown", () => {
    const rows = Array.from({ length: 20 }, (_, index) => row({ id: `n${index}` }));
    expect(feedFromRows(rows, 120).unreadCount).toBe(120);
  });

  it('keeps at most the 20 newest', () => {
    const rows = Array.from({ length: 25 }, (_, index) => row({ id: `n${index}` }));
    expect(feedFromRows(rows, 25).notifications).toHaveLength(20);
  });
});

describe('unreadCountRefreshed', () => {
  it('replaces the running count, never below 0', () => {
    const state = feed(row({ id: 'a' }));
    unreadCountRefreshed(state, 57);
    expect(state.unreadCount).toBe(57);
    unreadCountRefreshed(state, -1);
    expect(state.unreadCount).toBe(0);
  });
});

describe('notificationArrived', () => {
  it('puts a new one on top and raises the count', () => {
    const state = feed(row({ id: 'old' }));
    notificationArrived(state, row({ id: 'new' }));
    expect(state.notifications.map((item) => item.id)).toEqual(['new', 'old']);
    expect(state.unreadCount).toBe(2);
  });

  it('ignores one it already has', () => {
    const state = feed(row({ id: 'a' }));
    notificationArrived(state, row({ id: 'a' }));
    expect(state).toEqual(feed(row({ id: 'a' })));
  });

  it('keeps counting past the 20 shown, so the badge can pass 99', () => {
    const state = feed();
    for (let index = 0; index < 120; index += 1)
      notificationArrived(state, row({ id: `n${index}` }));
    expect(state.notifications).toHaveLength(20);
    expect(state.notifications[0]?.id).toBe('n119');
    expect(state.unreadCount).toBe(120);
  });
});

describe('notificationChanged', () => {
  it.each([
    [
      'a shown unread one marked read',
      [row({ id: 'a' })],
      row({ id: 'a', read: true }),
      undefined,
      0,
    ],
    [
      'a shown one already read',
      [row({ id: 'a', read: true })],
      row({ id: 'a', read: true }),
      undefined,
      0,
    ],
    [
      'an older unread one marked read',
      [row({ id: 'a' })],
      row({ id: 'z', read: true }),
      { read: false },
      0,
    ],
    ['an older one without its old state', [row({ id: 'a' })], row({ id: 'z', read: true }), {}, 1],
    [
      'an older read one marked unread again',
      [row({ id: 'a' })],
      row({ id: 'z' }),
      { read: true },
      2,
    ],
    [
      'a shown read one marked unread again',
      [row({ id: 'a', read: true })],
      row({ id: 'a' }),
      undefined,
      1,
    ],
  ])('%s', (_case, rows, changed, previous, expected) => {
    const state = feed(...rows);
    notificationChanged(state, changed, previous);
    expect(state.unreadCount).toBe(expected);
  });

  it('never goes below 0', () => {
    const state = feed(row({ id: 'a', read: true }));
    notificationChanged(state, row({ id: 'z', read: true }), { read: false });
    expect(state.unreadCount).toBe(0);
  });
});

describe('marking read', () => {
  it('reads one once', () => {
    const state = feed(row({ id: 'a' }), row({ id: 'b' }));
    notificationRead(state, 'a');
    notificationRead(state, 'a');
    expect(state.unreadCount).toBe(1);
    expect(state.notifications[0]?.read).toBe(true);
    // The echo of our own update from the live channel changes nothing more.
    notificationChanged(state, row({ id: 'a', read: true }), { read: false });
    expect(state.unreadCount).toBe(1);
  });

  it('reads all at once', () => {
    const state = feed(row({ id: 'a' }), row({ id: 'b' }));
    allNotificationsRead(state);
    expect(state.unreadCount).toBe(0);
    expect(state.notifications.every((item) => item.read)).toBe(true);
  });

  it('forgets a removed unread one', () => {
    const state = feed(row({ id: 'a' }), row({ id: 'b', read: true }));
    notificationRemoved(state, 'a');
    notificationRemoved(state, 'b');
    expect(state).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('lowers the count for a removed older unread one, by its old state', () => {
    const state = feedFromRows([row({ id: 'a' })], 5);
    notificationRemoved(state, 'z', { read: false });
    notificationRemoved(state, 'y', { read: true });
    notificationRemoved(state, 'x', {});
    expect(state.unreadCount).toBe(4);
  });
});

describe('notificationTarget', () => {
  it.each([
    [row(), { kind: 'path', path: '/profile/bob' }],
    [
      row({ type: 'like', metadata: { content_type: 'posts', content_id: 'p1' } }),
      { kind: 'path', path: '/post/p1' },
    ],
    [
      row({ type: 'mention', metadata: { content_type: 'posts', content_id: 'p2' } }),
      { kind: 'path', path: '/post/p2' },
    ],
    [
      row({ type: 'comment', metadata: { content_type: 'comments', content_id: 'c1' } }),
      { kind: 'comment', commentId: 'c1' },
    ],
    [row({ type: 'follow', metadata: {} }), { kind: 'none' }],
  ])('%j leads to %j', (notification, target) => {
    expect(notificationTarget(notification)).toEqual(target);
  });
});
