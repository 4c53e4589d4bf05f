import { passwordUpdateErrorMessage } from './password-update-error';

const ended = 'Your reset link has expired. Please ask for a new one and try again.';

describe('passwordUpdateErrorMessage', () => {
  it.each([
    [
      { message: 'Password should be at least 8 characters.', status: 422 },
      'Password should be at least 8 characters.',
    ],
    [
      { message: 'New password should be different from the old password.', status: 422 },
      'New password should be different from the old password.',
    ],
    [{ name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 }, ended],
    [{ message: 'Invalid JWT', status: 401 }, ended],
    [{ message: 'User from sub claim in JWT does not exist', status: 403 }, ended],
    [
      { message: 'Failed to fetch', status: 0 },
      'The server could not be reached. Check your connection and try again.',
    ],
    [{ message: ' ', status: 500 }, 'An unexpected error occurred. Please try again.'],
  ])('%j reads %j', (error, expected) => {
    expect(passwordUpdateErrorMessage(error)).toBe(expected);
  });
});
