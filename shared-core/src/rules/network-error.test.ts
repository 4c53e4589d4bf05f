import { NETWORK_ERROR_MESSAGE, readableErrorMessage } from './network-error';

describe('readableErrorMessage', () => {
  it.each([
    ['Failed to fetch'],
    ['TypeError: Failed to fetch'],
    ['NetworkError when attempting to fetch resource.'],
    ['Load failed'],
    [' Failed to fetch '],
  ])('turns the browser text %p into a sentence', (browserText) => {
    expect(readableErrorMessage(browserText)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it.each([
    ['Invalid login credentials'],
    ['new row violates row-level security policy for table "posts"'],
    ['Failed to fetch reputation'],
  ])('keeps the server message %p', (message) => {
    expect(readableErrorMessage(message)).toBe(message);
  });
});
