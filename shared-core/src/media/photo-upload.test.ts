import { cappedSize, isAnimatedWebp, preparePhotoUpload } from './photo-upload';

describe('cappedSize', () => {
  it.each([
    [4032, 3024, { width: 4032, height: 3024 }],
    [8000, 6000, { width: 4096, height: 3072 }],
    [3000, 9000, { width: 1365, height: 4096 }],
    [100, 50, { width: 100, height: 50 }],
  ])('draws %i×%i at %j', (width, height, expected) => {
    expect(cappedSize(width, height)).toEqual(expected);
  });
});

const webpHead = (flags: number) => {
  const head = new Uint8Array(32);
  head.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  head.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  );
  head.set(
    [...'VP8X'].map((c) => c.charCodeAt(0)),
    12,
  );
  head[20] = flags;
  return head;
};

describe('isAnimatedWebp', () => {
  it('tells an animated WebP by its header', () => {
    expect(isAnimatedWebp(webpHead(0x02))).toBe(true);
    expect(isAnimatedWebp(webpHead(0x08))).toBe(false);
    expect(isAnimatedWebp(new Uint8Array(32))).toBe(false);
  });
});

describe('preparePhotoUpload', () => {
  it.each([
    ['a GIF', 'image/gif', new Uint8Array(32)],
    ['an animated WebP', 'image/webp', webpHead(0x02)],
    ['a video', 'video/mp4', new Uint8Array(32)],
  ])('leaves %s as it is', async (_name, type, head) => {
    await expect(preparePhotoUpload(new Blob(['x']), type, head)).resolves.toBeNull();
  });
});
