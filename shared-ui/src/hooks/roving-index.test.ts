import { indexAfterKey } from './roving-index';

describe('indexAfterKey', () => {
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
  ])('in a row, %s from %i of %i goes to %p', (key, index, count, expected) => {
    expect(indexAfterKey(key, index, count, 'horizontal')).toBe(expected);
  });

  it.each([
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowRight', 1, 3, null],
  ])('in a column, %s from %i of %i goes to %p', (key, index, count, expected) => {
    expect(indexAfterKey(key, index, count, 'vertical')).toBe(expected);
  });
});
