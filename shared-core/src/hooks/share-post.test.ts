import { sharePost } from './share-post';

const content = {
  title: 'A phone',
  text: 'Check out this review',
  url: 'https://site.test/post/1',
};
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

describe('sharePost', () => {
  it.each([
    ['the platform shares', { share: 'ok', copy: 'ok' }, 'shared'],
    ['the share sheet is cancelled', { share: 'abort', copy: 'ok' }, 'cancelled'],
    ['sharing fails, copying works', { share: 'fail', copy: 'ok' }, 'copied'],
    ['there is no share, copying works', { share: 'none', copy: 'ok' }, 'copied'],
    ['sharing and copying fail', { share: 'fail', copy: 'fail' }, 'fallback'],
    ['neither facility exists', { share: 'none', copy: 'none' }, 'fallback'],
  ] as const)('%s', async (_, platform, expected) => {
    const behaviour = (kind: string) =>
      kind === 'none'
        ? undefined
        : jest.fn(() =>
            kind === 'ok'
              ? Promise.resolve()
              : Promise.reject(kind === 'abort' ? abort() : new Error('denied')),
          );
    expect(
      await sharePost(content, {
        share: behaviour(platform.share),
        copy: behaviour(platform.copy),
      }),
    ).toBe(expected);
  });

  it('shares title, text and url, and copies only the url', async () => {
    const share = jest.fn(() => Promise.reject(new Error('not allowed')));
    const copy = jest.fn(() => Promise.resolve());
    await sharePost(content, { share, copy });
    expect(share).toHaveBeenCalledWith(content);
    expect(copy).toHaveBeenCalledWith('https://site.test/post/1');
  });

  it('does not copy after a cancelled share', async () => {
    const copy = jest.fn(() => Promise.resolve());
    await sharePost(content, { share: () => Promise.reject(abort()), copy });
    expect(copy).not.toHaveBeenCalled();
  });
});
