import { satisfiesCaret } from './version-range';

describe('satisfiesCaret', () => {
  it.each<[unknown, string, boolean]>([
    ['2.0.0', '2.0.0', true],
    ['2.0.1', '2.0.0', true],
    ['2.3.0', '2.1.4', true],
    ['2.1.3', '2.1.4', false],
    ['2.0.9', '2.1.0', false],
    ['3.0.0', '2.0.0', false],
    ['1.9.9', '2.0.0', false],
    ['0.2.5', '0.2.1', true],
    ['0.3.0', '0.2.1', false],
    [' 2.0.0 ', '2.0.0', true],
    ['2.0', '2.0.0', false],
    ['2.0.0-beta.1', '2.0.0', false],
    [undefined, '2.0.0', false],
    [2, '2.0.0', false],
  ])('%p satisfies ^%s → %p', (running, built, expected) => {
    expect(satisfiesCaret(running, built)).toBe(expected);
  });
});
