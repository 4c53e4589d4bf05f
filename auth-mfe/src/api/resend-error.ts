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

/**
 * How many seconds the server says to wait before the next mail ('you can only request this after
 * N seconds'), or null when it did not say (another limit, or no limit at all).
 */
export function resendRetryAfterSeconds(error: { message?: string }): number | null {
  const match = /request this after (\d+) seconds?/i.exec(error.message ?? '');
  return match ? Number(match[1]) : null;
}
