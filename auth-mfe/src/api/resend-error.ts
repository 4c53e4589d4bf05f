import { readableErrorMessage } from '@likegripe/shared-core';
import { UNEXPECTED_ERROR_MESSAGE } from '../lib/sign-up-errors';

export const RESEND_RATE_LIMIT_MESSAGE =
  'Too many emails requested. Please wait a moment before trying again.';

/**
 * What a refused resend shows: the mail limits (HTTP 429, 'rate limit', or GoTrue's 'you can only
 * request this after N seconds') get one friendly sentence; other auth errors pass through.
 */
export function resendErrorMessage(error: { message?: string; status?: number }): string {
  const text = error.message?.trim() ?? '';
  if (error.status === 429 || /rate limit|you can only request this/i.test(text)) {
    return RESEND_RATE_LIMIT_MESSAGE;
  }
  return text ? readableErrorMessage(text) : UNEXPECTED_ERROR_MESSAGE;
}
