export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** 3-30 characters, letters, digits and underscore, starting with a letter or digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]{2,29}$/;

export const USERNAME_INVALID_MESSAGE =
  'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken. Please choose another one.';
export const USERNAME_UNAVAILABLE_CHECK_MESSAGE =
  'Unable to verify username availability. Please try again.';

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}
