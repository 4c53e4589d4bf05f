import { twoFactorCodeProblem, type ApiError } from '@likegripe/shared-core';

/** A refused code says so in plain words; anything else keeps the service's own message. */
export function codeErrorMessage(error: unknown): string {
  const { code, message } = error as ApiError;
  return twoFactorCodeProblem(code, message);
}
