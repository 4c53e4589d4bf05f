import { formatRelativeTime } from './relative-time';

const now = new Date('2026-05-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatRelativeTime', () => {
  it.each([
    ['0 s', ago(0), 'Just now'],
    ['59 s', ago(59 * s), 'Just now'],
    ['59.999 s', ago(60 * s - 1), 'Just now'],
    ['60 s', ago(60 * s), '1m ago'],
    ['119 s', ago(119 * s), '1m ago'],
    ['59 min 59 s', ago(h - s), '59m ago'],
    ['60 min', ago(h), '1h ago'],
    ['23 h 59 min', ago(d - m), '23h ago'],
    ['24 h', ago(d), '1d ago'],
    ['47 h', ago(47 * h), '1d ago'],
    ['400 days', ago(400 * d), '400d ago'],
    ['a future date', new Date(now.getTime() + 5 * m), 'Just now'],
    ['an ISO string', '2026-05-15T09:30:00Z', '2h ago'],
    ['a timestamp number', now.getTime() - 3 * d, '3d ago'],
    ['an invalid date', 'not a date', 'Just now'],
  ])('%s → %p', (_name, date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('measures against the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * d))).toBe('3d ago');
  });
});
