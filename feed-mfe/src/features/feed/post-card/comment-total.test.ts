import { commentTotal, commentTotalWords } from './comment-total';

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

describe('commentTotalWords', () => {
  it.each([
    [0, 'likes and gripes'],
    [1, 'like or gripe'],
    [19, 'likes and gripes'],
  ])('%i %s', (total, expected) => {
    expect(commentTotalWords(total)).toBe(expected);
  });
});
