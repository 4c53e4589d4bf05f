import { isVideoUrl, mediaPath } from './media';

describe('isVideoUrl', () => {
  it.each([
    ['https://cdn.example/u/abc.mp4', true],
    ['https://cdn.example/u/ABC.MP4', true],
    ['https://cdn.example/video/abc', true],
    ['https://cdn.example/u/abc.png', false],
    ['https://cdn.example/u/abc.webm', true],
    ['https://cdn.example/u/abc.MOV?token=t', true],
    ['https://cdn.example/u/abc.png#w=640&h=360', false],
    ['https://cdn.example/u/webm-notes.png', false],
    ['', false],
  ])('%p → %p', (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
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
