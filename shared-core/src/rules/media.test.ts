import {
  MAX_UPLOAD_BYTES,
  UPLOAD_HINT,
  UPLOAD_TYPE_MESSAGE,
  type UploadCandidate,
  exceedsUploadHint,
  isVideoUrl,
  mediaPath,
  validateUploadFile,
} from './media';

describe('isVideoUrl', () => {
  it.each([
    ['https://cdn.example/u/abc.mp4', true],
    ['https://cdn.example/u/ABC.MP4', true],
    ['https://cdn.example/video/abc', true],
    ['https://cdn.example/u/abc.png', false],
    ['https://cdn.example/u/abc.webm', false],
    ['', false],
  ])('%p → %p', (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
  });
});

describe('validateUploadFile', () => {
  const file = (overrides: Partial<UploadCandidate>): UploadCandidate => ({
    size: 1000,
    type: 'image/png',
    name: 'photo.png',
    ...overrides,
  });

  it.each<[string, UploadCandidate, string | null]>([
    ['a png image', file({}), null],
    ['a jpeg image', file({ type: 'image/jpeg', name: 'a.jpg' }), null],
    ['an mp4 video', file({ type: 'video/mp4', name: 'clip.mp4' }), null],
    ['a pdf', file({ type: 'application/pdf', name: 'doc.pdf' }), UPLOAD_TYPE_MESSAGE],
    ['text named like an image', file({ type: 'text/plain', name: 'x.png' }), UPLOAD_TYPE_MESSAGE],
    ['no type, image extension', file({ type: '', name: 'photo.JPEG' }), null],
    ['no type, video extension', file({ type: '', name: 'clip.mov' }), null],
    ['no type, other extension', file({ type: '', name: 'notes.txt' }), UPLOAD_TYPE_MESSAGE],
    ['no type, no extension', file({ type: '', name: 'README' }), UPLOAD_TYPE_MESSAGE],
    // The spec keeps 10MB as hint text only, so a large file still passes.
    ['20MB image', file({ size: 20 * 1024 * 1024 }), null],
  ])('%s', (_name, candidate, expected) => {
    expect(validateUploadFile(candidate)).toBe(expected);
  });
});

describe('exceedsUploadHint', () => {
  it.each([
    [0, false],
    [10 * 1024 * 1024, false],
    [10 * 1024 * 1024 + 1, true],
  ])('%i bytes → %p', (size, expected) => {
    expect(exceedsUploadHint(size)).toBe(expected);
  });
});

describe('mediaPath', () => {
  it.each([
    ['photo.png', 'u1/r4nd.png'],
    ['Photo.JPG', 'u1/r4nd.jpg'],
    ['archive.tar.gz', 'u1/r4nd.gz'],
    ['no-extension', 'u1/r4nd.bin'],
    ['.hidden', 'u1/r4nd.bin'],
    ['trailing.', 'u1/r4nd.bin'],
    ['weird.p/ng', 'u1/r4nd.bin'],
  ])('%p → %p', (fileName, expected) => {
    expect(mediaPath('u1', fileName, 'r4nd')).toBe(expected);
  });
});

describe('upload texts', () => {
  it.each<[string, string | number, string | number]>([
    ['hint', UPLOAD_HINT, 'PNG, JPG, MP4 up to 10MB'],
    ['hinted size', MAX_UPLOAD_BYTES, 10485760],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
