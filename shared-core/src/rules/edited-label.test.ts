import { editedLabel } from './edited-label';

describe('editedLabel', () => {
  it.each([
    [0, 'edited just now'],
    [5 * 60_000, 'edited 5m ago'],
    [3 * 3600_000, 'edited 3h ago'],
  ])('an edit %i ms ago reads %s', (ago, expected) => {
    expect(editedLabel(new Date(Date.now() - ago).toISOString())).toBe(expected);
  });
});
