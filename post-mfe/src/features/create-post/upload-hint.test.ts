import { MAX_UPLOAD_BYTES, UPLOAD_HINT } from './upload-hint';

describe('upload texts', () => {
  it.each<[string, string | number, string | number]>([
    ['hint', UPLOAD_HINT, 'PNG, JPG, MP4 up to 10MB'],
    ['hinted size', MAX_UPLOAD_BYTES, 10485760],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
