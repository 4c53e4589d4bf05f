// The server functions validate_username and check_username_available decide; these are the texts
// the sign-up form and the profile editor show for their answers.
export const USERNAME_INVALID_MESSAGE =
  'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken. Please choose another one.';
export const USERNAME_UNAVAILABLE_CHECK_MESSAGE =
  'Unable to verify username availability. Please try again.';
