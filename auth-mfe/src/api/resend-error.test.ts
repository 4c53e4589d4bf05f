import { resendErrorMessage, resendRetryAfterSeconds } from './resend-error';

describe('resendErrorMessage', () => {
  it.each([
    [
      { message: 'email rate limit exceeded', status: 429 },
      'Too many emails requested. Please wait a moment before trying again.',
    ],
    [
      {
        message: 'For security purposes, you can only request this after 42 seconds.',
        status: 429,
      },
      'Too many emails requested. Please wait a moment before trying again.',
    ],
    [
      { message: 'Email rate limit exceeded', status: 400 },
      'Too many emails requested. Please wait a moment before trying again.',
    ],
    [
      { message: 'Failed to fetch', status: 0 },
      'The server could not be reached. Check your connection and try again.',
    ],
    [
      { message: 'Unable to validate email address: invalid format', status: 400 },
      'Unable to validate email address: invalid format',
    ],
    [{ message: '', status: 500 }, 'An unexpected error occurred. Please try again.'],
  ])('%j reads %j', (error, expected) => {
    expect(resendErrorMessage(error)).toBe(expected);
  });
});

describe('resendRetryAfterSeconds', () => {
  it.each([
    ['For security purposes, you can only request this after 42 seconds.', 42],
    ['For security purposes, you can only request this after 1 second.', 1],
    ['email rate limit exceeded', null],
    ['', null],
  ])('%j waits %j', (message, seconds) => {
    expect(resendRetryAfterSeconds({ message })).toBe(seconds);
  });
});
