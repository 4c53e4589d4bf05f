import { DELETE_REFRESH_DELAY_MS, REPLY_REFRESH_DELAY_MS } from './refresh-delays';

describe('refresh delays', () => {
  it.each([
    ['after posting a reply', REPLY_REFRESH_DELAY_MS, 500],
    ['after deleting', DELETE_REFRESH_DELAY_MS, 100],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
