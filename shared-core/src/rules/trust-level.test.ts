import {
  TRUST_LEVELS,
  TRUST_LEVEL_LABELS,
  formatScore,
  isTrustLevel,
  reviewQualityPercent,
  trustLevelLabel,
} from './trust-level';

describe('trust levels', () => {
  it('lists the five levels from lowest to highest', () => {
    expect(TRUST_LEVELS).toEqual(['new', 'bronze', 'silver', 'gold', 'platinum']);
  });

  it.each([
    ['new', 'New'],
    ['bronze', 'Bronze'],
    ['silver', 'Silver'],
    ['gold', 'Gold'],
    ['platinum', 'Platinum'],
    ['diamond', 'New'],
    ['Gold', 'New'],
    ['', 'New'],
    [null, 'New'],
    [undefined, 'New'],
  ])('trustLevelLabel(%p) → %p', (level, expected) => {
    expect(trustLevelLabel(level)).toBe(expected);
  });

  it('has a label for every level', () => {
    expect(Object.keys(TRUST_LEVEL_LABELS)).toEqual([...TRUST_LEVELS]);
  });

  it.each([
    ['gold', true],
    ['GOLD', false],
    [3, false],
    [null, false],
  ])('isTrustLevel(%p) → %p', (value, expected) => {
    expect(isTrustLevel(value)).toBe(expected);
  });
});

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
