import { stepCard } from './card-step';

describe('stepCard', () => {
  it.each([
    // current, count, direction, moreToCome, expected
    [-1, 5, 'next', false, { kind: 'focus', index: 0 }],
    [0, 5, 'next', false, { kind: 'focus', index: 1 }],
    [3, 5, 'next', true, { kind: 'focus', index: 4 }],
    [4, 5, 'next', false, { kind: 'focus', index: 0 }],
    [4, 5, 'next', true, { kind: 'wait-for-more' }],
    [-1, 5, 'previous', false, { kind: 'focus', index: 4 }],
    [0, 5, 'previous', true, { kind: 'focus', index: 4 }],
    [3, 5, 'previous', false, { kind: 'focus', index: 2 }],
    // A card that was focused and then vanished from the list (deleted) counts from the end.
    [7, 5, 'previous', false, { kind: 'focus', index: 4 }],
    [0, 1, 'next', false, { kind: 'focus', index: 0 }],
  ] as const)('from %i of %i, %s (more: %p)', (current, count, direction, more, expected) => {
    expect(stepCard(current, count, direction, more)).toEqual(expected);
  });

  it('has nowhere to go without cards', () => {
    expect(stepCard(-1, 0, 'next', true)).toBeNull();
    expect(stepCard(-1, 0, 'previous', false)).toBeNull();
  });
});
