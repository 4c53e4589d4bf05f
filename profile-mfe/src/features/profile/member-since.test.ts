import { formatMemberSince } from './member-since';

describe('formatMemberSince', () => {
  // Mid-month dates keep the month the same in every time zone the tests may run in.
  it.each([
    ['2026-11-15T12:00:00Z', 'Member since November 2026'],
    ['2024-01-16T00:00:00Z', 'Member since January 2024'],
    [new Date('2025-07-10T08:00:00Z'), 'Member since July 2025'],
  ])('%p → %p', (date, expected) => {
    expect(formatMemberSince(date)).toBe(expected);
  });
});

describe('formatMemberSince against Intl', () => {
  const intl = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

  // Local dates, so the first and last moments of each month stay in it in any time zone.
  it.each(Array.from({ length: 12 }, (_, month) => month))(
    'month %p, first and last moment',
    (month) => {
      for (const date of [
        new Date(2026, month, 1, 0, 0, 0),
        new Date(2026, month + 1, 0, 23, 59, 59),
      ]) {
        expect(formatMemberSince(date)).toBe(`Member since ${intl.format(date)}`);
      }
    },
  );
});
