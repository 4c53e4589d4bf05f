import {
  COPY_FALLBACK_TOAST_MS,
  LINK_COPIED_TOAST,
  SHARE_SUCCESS_TOAST,
  postShareUrl,
  shareFallbackToast,
} from './share-texts';

describe('postShareUrl', () => {
  it.each([
    ['http://localhost:3000', 'abc-123', 'http://localhost:3000/post/abc-123'],
    ['https://example.com/', 'p1', 'https://example.com/post/p1'],
    ['https://example.com//', 'p1', 'https://example.com/post/p1'],
    ['https://example.com', 'a/b', 'https://example.com/post/a%2Fb'],
  ])('%p + %p → %p', (origin, id, expected) => {
    expect(postShareUrl(origin, id)).toBe(expected);
  });
});

describe('share toasts', () => {
  it.each([
    ['share success', SHARE_SUCCESS_TOAST, 'Shared successfully!', 'The post has been shared.'],
    [
      'link copied',
      LINK_COPIED_TOAST,
      'Link copied!',
      'The post link has been copied to your clipboard.',
    ],
    [
      'copy fallback',
      shareFallbackToast('https://x.test/post/1'),
      'Share this post',
      'Copy this link: https://x.test/post/1',
    ],
  ])('%s', (_name, toast, title, description) => {
    expect(toast).toMatchObject({ title, description });
  });

  it('keeps the copy fallback for 10 seconds', () => {
    expect(COPY_FALLBACK_TOAST_MS).toBe(10000);
    expect(shareFallbackToast('u').durationMs).toBe(10000);
  });
});
