import { screenRemote } from './screens';

describe('screenRemote', () => {
  it.each([
    ['/', 'feed/App'],
    ['/auth', 'auth/App'],
    ['/auth/reset', 'auth/App'],
    ['/create', 'post/App'],
    ['/post/p1', 'post/App'],
    ['/profile/alice', 'profile/App'],
    ['/moderation', 'moderation/App'],
  ])('draws %s with %s', (pathname, remote) => {
    expect(screenRemote(pathname)).toBe(remote);
  });

  it.each(['/auth/other', '/no-such-page', '/post', '/moderation/queue'])(
    'leaves %s to the 404 page',
    (pathname) => {
      expect(screenRemote(pathname)).toBeUndefined();
    },
  );
});
