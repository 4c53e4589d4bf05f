import { checkMediaFile, checkPickedFiles } from './media-file-check';
import { mediaFile } from './media-files.fixtures';

const MB = 1024 * 1024;

describe('checkMediaFile', () => {
  it.each([
    ['a PNG', mediaFile('a.png', 'png', 'image/png'), { mediaType: 'image/png' }],
    ['an MP4', mediaFile('clip.mp4', 'mp4', 'video/mp4'), { mediaType: 'video/mp4' }],
    [
      'exactly 10MB',
      mediaFile('edge.png', 'png', 'image/png', 10 * MB),
      { mediaType: 'image/png' },
    ],
    [
      'a PNG named .jpg, uploaded as the PNG it is',
      mediaFile('photo.jpg', 'png', 'image/jpeg'),
      { mediaType: 'image/png' },
    ],
    [
      'a file the browser gave no type',
      mediaFile('clip.mov', 'mp4', ''),
      { mediaType: 'video/mp4' },
    ],
    [
      'one byte over 10MB',
      mediaFile('big.png', 'png', 'image/png', 10 * MB + 1),
      { refusal: 'big.png is larger than 10MB and was not added.' },
    ],
    [
      'a text file renamed .jpg',
      mediaFile('notes.jpg', 'text', 'image/jpeg'),
      {
        refusal: 'notes.jpg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file and was not added.',
      },
    ],
    [
      'an SVG',
      mediaFile('logo.svg', 'svg', 'image/svg+xml'),
      {
        refusal: 'logo.svg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file and was not added.',
      },
    ],
  ])('%s', async (_, file, expected) => {
    // This DOM cannot draw pictures, so a photo goes up as it is here (e2e covers the drawing).
    const upload = 'refusal' in expected ? {} : { upload: file };
    expect(await checkMediaFile(file)).toEqual({ ...expected, ...upload });
  });
});

describe('checkPickedFiles', () => {
  const pngs = (count: number) =>
    Array.from({ length: count }, (_, index) => mediaFile(`p${index + 1}.png`, 'png', 'image/png'));

  it('keeps the order and refuses the files past 10, counting those already chosen', async () => {
    const picked = [mediaFile('notes.jpg', 'text', 'image/jpeg'), ...pngs(4)];
    const { accepted, refusals } = await checkPickedFiles(picked, 7);
    expect(accepted.map(({ file }) => file.name)).toEqual(['p1.png', 'p2.png', 'p3.png']);
    expect(refusals).toEqual([
      'notes.jpg is not a PNG, JPG, GIF, WebP, MP4, WebM or MOV file and was not added.',
      'p4.png was not added: a post can have up to 10 images or videos.',
    ]);
  });

  it('takes ten files at once', async () => {
    const { accepted, refusals } = await checkPickedFiles(pngs(10), 0);
    expect(accepted).toHaveLength(10);
    expect(refusals).toEqual([]);
  });
});
