import { commentTotal } from './comment-total';

describe('commentTotal', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 3],
    [0, 4, 4],
    [12, 30, 42],
  ])('%i likes + %i gripes = %i', (likes, gripes, expected) => {
    expect(commentTotal(likes, gripes)).toBe(expected);
  });
});
