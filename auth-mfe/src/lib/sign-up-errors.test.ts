import { signUpErrorMessage } from './sign-up-errors';

const rateLimit = 'Too many signup attempts. Please wait a moment before trying again.';
const unexpected = 'An unexpected error occurred. Please try again.';

describe('signUpErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['status 429', { status: 429, message: 'Request failed' }, rateLimit],
    ['status 429 without a message', { status: 429 }, rateLimit],
    ['text with rate limit', { status: 400, message: 'Email rate limit exceeded' }, rateLimit],
    ['text with Rate Limit in capitals', { message: 'Rate Limit reached' }, rateLimit],
    ['"ratelimit" is not the phrase', { status: 400, message: 'ratelimit' }, 'ratelimit'],
    [
      'other auth error passes through',
      { status: 422, message: 'User already registered' },
      'User already registered',
    ],
    [
      'an Error instance passes through',
      new Error('Password should be at least 6 characters'),
      'Password should be at least 6 characters',
    ],
    [
      'status 500 with a message passes through',
      { status: 500, message: 'Database error saving new user' },
      'Database error saving new user',
    ],
    ['empty message', { status: 400, message: '' }, unexpected],
    ['blank message', { message: '   ' }, unexpected],
    ['non-string message', { message: 42 }, unexpected],
    ['null', null, unexpected],
    ['undefined', undefined, unexpected],
    ['a bare string', 'boom', unexpected],
  ])('%s', (_name, error, expected) => {
    expect(signUpErrorMessage(error)).toBe(expected);
  });
});
