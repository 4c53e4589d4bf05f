import {
  USERNAME_INVALID_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
  isValidUsername,
} from './username';

describe('isValidUsername', () => {
  it.each([
    ['2 characters', 'ab', false],
    ['3 characters', 'abc', true],
    ['30 characters', 'a'.repeat(30), true],
    ['31 characters', 'a'.repeat(31), false],
    ['empty', '', false],
    ['digits first', '9lives', true],
    ['all digits', '123', true],
    ['underscore inside', 'jane_doe', true],
    ['ends with underscore', 'jane_', true],
    ['starts with underscore', '_jane', false],
    ['mixed case', 'JaneDoe', true],
    ['a space', 'jane doe', false],
    ['a hyphen', 'jane-doe', false],
    ['a dot', 'jane.doe', false],
    ['an at sign', '@jane', false],
    ['an accented letter', 'josé', false],
    ['a non-Latin script', 'ユーザー名', false],
    ['a trailing newline', 'jane\n', false],
  ])('%s (%p) → %p', (_name, username, expected) => {
    expect(isValidUsername(username)).toBe(expected);
  });
});

describe('username texts and limits', () => {
  it.each<[string, string | number, string | number]>([
    ['minimum length', USERNAME_MIN_LENGTH, 3],
    ['maximum length', USERNAME_MAX_LENGTH, 30],
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
