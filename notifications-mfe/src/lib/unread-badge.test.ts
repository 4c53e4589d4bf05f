import { MAX_NOTIFICATIONS, unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it.each([
    [-1, ''],
    [0, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%p → %p', (count, expected) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });

  it('shows at most 20 notifications', () => {
    expect(MAX_NOTIFICATIONS).toBe(20);
  });
});
