import { TRUST_LEVELS, isTrustLevel } from './trust-level';

describe('trust levels', () => {
  it('lists the five levels from lowest to highest', () => {
    expect(TRUST_LEVELS).toEqual(['new', 'bronze', 'silver', 'gold', 'platinum']);
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
