import { fileRefusal } from './media-files.hook';

const file = (name: string, size: number, type: string) => {
  const result = new File(['x'], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
};

describe('fileRefusal', () => {
  it.each([
    ['a small image', file('a.png', 2048, 'image/png'), null],
    ['a video', file('clip.mp4', 5 * 1024 * 1024, 'video/mp4'), null],
    ['exactly 10MB', file('edge.jpg', 10 * 1024 * 1024, 'image/jpeg'), null],
    [
      'one byte over 10MB',
      file('big.jpg', 10 * 1024 * 1024 + 1, 'image/jpeg'),
      'big.jpg is larger than 10MB and was not added.',
    ],
    [
      'a PDF',
      file('doc.pdf', 1000, 'application/pdf'),
      'doc.pdf: Only images and videos can be uploaded.',
    ],
  ])('%s', (_, candidate, expected) => {
    expect(fileRefusal(candidate)).toBe(expected);
  });
});
