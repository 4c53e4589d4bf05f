import { notificationRow as row } from '../testing/notification-rows';
import { feedFromRows } from './notification-feed';
import { applyLiveChange } from './live-change';

const shown = () => feedFromRows([row({ id: 'a' }), row({ id: 'b', read: true })], 40);

describe('applyLiveChange', () => {
  it.each([
    ['an arrival', { eventType: 'INSERT', new: row({ id: 'c' }), old: {} }, 41],
    [
      'a shown one marked read, old state missing',
      { eventType: 'UPDATE', new: row({ id: 'a', read: true }), old: { id: 'a' } },
      39,
    ],
    [
      'an older one marked read, with its old state',
      { eventType: 'UPDATE', new: row({ id: 'z', read: true }), old: row({ id: 'z' }) },
      39,
    ],
    [
      'an older unread one deleted, with its old state',
      { eventType: 'DELETE', new: {}, old: row({ id: 'z' }) },
      39,
    ],
    ['a shown unread one deleted', { eventType: 'DELETE', new: {}, old: { id: 'a' } }, 39],
  ] as const)('follows %s without asking the server', (_case, change, count) => {
    const feed = shown();
    expect(applyLiveChange(feed, change)).toBe(false);
    expect(feed.unreadCount).toBe(count);
  });

  it.each([
    [
      'an older one marked read',
      { eventType: 'UPDATE', new: row({ id: 'z', read: true }), old: { id: 'z' } },
    ],
    ['an older one deleted', { eventType: 'DELETE', new: {}, old: { id: 'z' } }],
  ] as const)('asks for a recount for %s without its old state', (_case, change) => {
    const feed = shown();
    expect(applyLiveChange(feed, change)).toBe(true);
    expect(feed.unreadCount).toBe(40);
  });
});
