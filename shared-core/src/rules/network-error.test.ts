import {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  loadErrorMessage,
  readableErrorMessage,
} from './network-error';

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

describe('loadErrorMessage', () => {
  it.each([
    ['a mapped network failure', { message: NETWORK_ERROR_MESSAGE, code: '' }],
    ['the browser text itself', { message: 'TypeError: Failed to fetch' }],
    ['a thrown TypeError', new TypeError('Failed to fetch')],
    ['an answer with status 0', { message: 'anything', status: 0 }],
  ])('says the server could not be reached for %s', (_case, error) => {
    expect(loadErrorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it.each([
    ['an HTTP 500', { message: 'Internal Server Error', status: 500 }],
    ['a PostgREST error', { message: 'permission denied for table posts', code: '42501' }],
    ['a gateway answer', { message: 'upstream timed out', status: 504 }],
    ['an error without a message', {}],
    ['nothing at all', undefined],
  ])('says something went wrong on the server for %s', (_case, error) => {
    expect(loadErrorMessage(error)).toBe(SERVER_ERROR_MESSAGE);
  });
});
