import { isSafeHttpUrl } from './link';

describe('isSafeHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#top', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['  https://example.com  ', true],
    ['https://exämple.com/ü', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['ftp://example.com', false],
    ['mailto:a@b.c', false],
    ['example.com', false],
    ['//example.com', false],
    ['/relative/path', false],
    ['http://', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (value, expected) => {
    expect(isSafeHttpUrl(value)).toBe(expected);
  });
});
