import { formatScore, reviewQualityPercent } from './score-format';

describe('formatScore', () => {
  it.each([
    [0, 0],
    [72.4, 72],
    [72.5, 73],
    [99.9, 100],
    [100, 100],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%p → %p', (score, expected) => {
    expect(formatScore(score)).toBe(expected);
  });
});

describe('reviewQualityPercent', () => {
  it.each([
    ['nothing yet', 0, 0, 0],
    ['likes without reactions count against 1', 1, 0, 100],
    ['half', 5, 10, 50],
    ['rounds', 1, 3, 33],
    ['rounds up', 2, 3, 67],
    ['exactly 100', 10, 10, 100],
    ['capped at 100', 30, 10, 100],
  ])('%s: %i likes, %i reactions → %i', (_name, likes, reactions, expected) => {
    expect(reviewQualityPercent(likes, reactions)).toBe(expected);
  });
});
