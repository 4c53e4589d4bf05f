import { safeReturnPath } from './return-path';

const origin = 'https://likegripe.example';

describe('safeReturnPath', () => {
  it.each([
    ['/create', '/create'],
    ['/post/00000000-0000-4000-b000-000000000001', '/post/00000000-0000-4000-b000-000000000001'],
    ['/?q=tea&category=food', '/?q=tea&category=food'],
    ['/post/p1#comments', '/post/p1#comments'],
    ['/profile/%C3%A9mile', '/profile/%C3%A9mile'],
    ['/authors-corner', '/authors-corner'],
  ])('returns to the page %s', (requested, expected) => {
    expect(safeReturnPath(requested, origin)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash address', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'create'],
    ['the auth screen itself', '/auth?next=%2Fcreate'],
    ['the new password page', '/auth/reset'],
    ['the auth screen with a slash', '/auth/'],
  ])('goes home for %s', (_case, requested) => {
    expect(safeReturnPath(requested, origin)).toBe('/');
  });
});
