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
