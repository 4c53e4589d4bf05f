import { readableErrorMessage } from '@likegripe/shared-core';

export const SIGN_UP_RATE_LIMIT_MESSAGE =
  'Too many signup attempts. Please wait a moment before trying again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

function field(error: unknown, name: 'status' | 'message'): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The message a sign-up failure shows: rate limiting (HTTP 429 or a message mentioning
 * 'rate limit') gets a friendly text, other auth errors pass through unchanged, and anything
 * without a message is unexpected.
 */
export function signUpErrorMessage(error: unknown): string {
  const status = field(error, 'status');
  const message = field(error, 'message');
  const text = typeof message === 'string' ? message : '';
  if (status === 429 || /rate limit/i.test(text)) return SIGN_UP_RATE_LIMIT_MESSAGE;
  return text.trim() ? readableErrorMessage(text) : UNEXPECTED_ERROR_MESSAGE;
}
