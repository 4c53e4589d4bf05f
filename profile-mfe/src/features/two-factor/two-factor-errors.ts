import type { ApiError } from '@likegripe/shared-core';
import { WRONG_CODE } from '../../api/two-factor.api';
import { WRONG_CODE_ERROR } from './two-factor.texts';

/** A refused code says so in plain words; anything else keeps the service's own message. */
export function codeErrorMessage(error: unknown): string {
  const { code, message } = error as ApiError;
  return code === WRONG_CODE ? WRONG_CODE_ERROR : message;
}
