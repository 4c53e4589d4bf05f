import { positionAfterKey } from './media-position';

describe('positionAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 10, 1],
    ['ArrowRight', 9, 10, 0],
    ['ArrowLeft', 0, 10, 9],
    ['ArrowLeft', 5, 10, 4],
    ['Home', 7, 10, 0],
    ['End', 2, 10, 9],
    ['ArrowRight', 0, 1, 0],
    ['Enter', 3, 10, null],
    ['ArrowUp', 3, 10, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %i of %i goes to %p', (key, index, count, expected) => {
    expect(positionAfterKey(key, index, count)).toBe(expected);
  });
});
