import { readableErrorMessage } from '@likegripe/shared-core';
import { UNEXPECTED_ERROR_MESSAGE } from '../lib/sign-up-errors';

export const RESET_SESSION_ENDED_MESSAGE =
  'Your reset link has expired. Please ask for a new one and try again.';

/**
 * What a refused new password shows. The password rules are the server's, as on sign-up, so its
 * words ('Password should be at least 8 characters.') pass through; a session that is gone or no
 * longer accepted (supabase-js's AuthSessionMissingError, HTTP 401 or 403) means the link must be
 * asked for again.
 */
export function passwordUpdateErrorMessage(error: {
  name?: string;
  message?: string;
  status?: number;
}): string {
  if (error.name === 'AuthSessionMissingError' || error.status === 401 || error.status === 403) {
    return RESET_SESSION_ENDED_MESSAGE;
  }
  const text = error.message?.trim() ?? '';
  return text ? readableErrorMessage(text) : UNEXPECTED_ERROR_MESSAGE;
}
