import {
  imageSources,
  mediaMeta,
  videoPosterUrl,
  withMediaMeta,
  withoutMediaMeta,
} from './image-variants';

const OBJECT = 'http://127.0.0.1:54321/storage/v1/object/public/post-media/u1/photo.jpg';
const RENDER = 'http://127.0.0.1:54321/storage/v1/render/image/public/post-media/u1/photo.jpg';

describe('media meta after #', () => {
  it.each([
    [
      'size and colour',
      `${OBJECT}#w=4032&h=3024&c=8A7F6E`,
      { width: 4032, height: 3024, color: '#8a7f6e' },
    ],
    ['no fragment', OBJECT, {}],
    ['a width without a height', `${OBJECT}#w=400`, {}],
    ['nonsense', `${OBJECT}#w=-3&h=abc&c=red`, {}],
  ])('reads %s', (_name, url, meta) => {
    expect(mediaMeta(url)).toEqual(meta);
  });

  it('writes what it reads, and the server never sees it', () => {
    const url = withMediaMeta(OBJECT, { width: 1200, height: 900, color: '#AABBCC' });
    expect(url).toBe(`${OBJECT}#w=1200&h=900&c=aabbcc`);
    expect(mediaMeta(url)).toEqual({ width: 1200, height: 900, color: '#aabbcc' });
    expect(withoutMediaMeta(url)).toBe(OBJECT);
    expect(withMediaMeta(url, {})).toBe(OBJECT);
  });
});

describe('videoPosterUrl', () => {
  const VIDEO = 'http://127.0.0.1:54321/storage/v1/object/public/post-media/u1/clip.webm';

  it('finds the still beside the video', () => {
    const url = withMediaMeta(VIDEO, { width: 640, height: 360, poster: 'still-1.jpg' });
    expect(url).toBe(`${VIDEO}#w=640&h=360&p=still-1.jpg`);
    expect(videoPosterUrl(url)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/post-media/u1/still-1.jpg',
    );
  });

  it.each([
    ['no still', VIDEO],
    ['a still in another folder', `${VIDEO}#p=..%2Fother%2Fa.jpg`],
    ['a still that is no picture', `${VIDEO}#p=page.html`],
  ])('has none with %s', (_name, url) => {
    expect(videoPosterUrl(url)).toBeUndefined();
  });
});

describe('imageSources', () => {
  it('asks for rendered widths up to three times the box, cropped to its shape', () => {
    const { src, srcSet } = imageSources(
      `${OBJECT}#w=4032&h=3024`,
      { width: 400, height: 225 },
      true,
    );
    expect(src).toBe(`${RENDER}?width=400&height=225&resize=cover&quality=70`);
    const candidates = srcSet?.split(', ').map((entry) => entry.split(' ')[1]);
    expect(candidates).toEqual([
      '160w',
      '240w',
      '320w',
      '400w',
      '480w',
      '640w',
      '800w',
      '960w',
      '1200w',
    ]);
    expect(srcSet).toContain(`${RENDER}?width=1200&height=675&resize=cover&quality=70 1200w`);
  });

  it('never asks for more than the picture has', () => {
    const { srcSet } = imageSources(`${OBJECT}#w=500&h=500`, { width: 400 }, true);
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '160w',
      '240w',
      '320w',
      '400w',
      '480w',
      '500w',
    ]);
    expect(srcSet).not.toContain('height=');
  });

  it('asks a tiny avatar for a tiny picture', () => {
    const { src, srcSet } = imageSources(OBJECT, { width: 28, height: 28 }, true);
    expect(src).toBe(`${RENDER}?width=28&height=28&resize=cover&quality=70`);
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['28w', '56w', '84w']);
  });

  it.each([
    ['transformations are off', OBJECT, false],
    ['the picture is not a public storage object', 'https://images.example.com/a.jpg', true],
  ])('loads the stored file as it is when %s', (_name, url, on) => {
    expect(imageSources(`${url}#w=10&h=10`, { width: 400 }, on)).toEqual({ src: url });
  });
});
