import { isFeedEnd } from './feed-paging';

describe('isFeedEnd', () => {
  it.each([
    [0, true],
    [1, true],
    [11, true],
    [12, false],
  ])('a page of %i → %p', (length, expected) => {
    expect(isFeedEnd(length)).toBe(expected);
  });
});
