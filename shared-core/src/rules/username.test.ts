import {
  USERNAME_INVALID_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
} from './username';

describe('username texts', () => {
  it.each<[string, string, string]>([
    [
      'invalid message',
      USERNAME_INVALID_MESSAGE,
      'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
    ],
    [
      'taken message',
      USERNAME_TAKEN_MESSAGE,
      'Username is already taken. Please choose another one.',
    ],
    [
      'availability check failure',
      USERNAME_UNAVAILABLE_CHECK_MESSAGE,
      'Unable to verify username availability. Please try again.',
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
