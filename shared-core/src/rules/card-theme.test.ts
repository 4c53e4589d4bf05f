import { type CardTheme, cardTheme } from './card-theme';

describe('cardTheme', () => {
  it.each<[number, number, CardTheme]>([
    [0, 0, 'neutral'],
    [1, 0, 'like'],
    [0, 1, 'gripe'],
    [3, 2, 'neutral'], // exactly 0.6
    [2, 3, 'neutral'], // exactly 0.4
    [61, 39, 'like'], // 0.61
    [39, 61, 'gripe'], // 0.39
    [7, 3, 'like'],
    [3, 7, 'gripe'],
    [1, 1, 'neutral'],
    [601, 399, 'like'],
    [600, 400, 'neutral'],
    [399, 601, 'gripe'],
    [400, 600, 'neutral'],
  ])('%i likes, %i gripes → %p', (likes, gripes, expected) => {
    expect(cardTheme(likes, gripes)).toBe(expected);
  });
});
