import { authLinkTarget } from './auth-link';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('authLinkTarget', () => {
  it.each([
    ['the home page', at('/'), undefined, '/auth'],
    ['the home page, Sign Up', at('/'), 'signup' as const, '/auth?tab=signup'],
    ['/create', at('/create'), undefined, '/auth?next=%2Fcreate'],
    [
      'a post with a hash',
      at('/post/p1', '', '#comments'),
      undefined,
      '/auth?next=%2Fpost%2Fp1%23comments',
    ],
    ['a filtered feed', at('/', '?q=tea'), undefined, '/auth?next=%2F%3Fq%3Dtea'],
    [
      '/auth with a return page',
      at('/auth', '?next=%2Fcreate'),
      'signup' as const,
      '/auth?tab=signup&next=%2Fcreate',
    ],
    ['/auth on the Sign Up tab', at('/auth', '?tab=signup'), undefined, '/auth'],
  ])('from %s', (_case, place, tab, expected) => {
    expect(authLinkTarget(place, tab)).toBe(expected);
  });
});
