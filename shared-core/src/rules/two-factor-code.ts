/** The auth service's error code for a wrong, used or expired authenticator code. */
export const WRONG_TWO_FACTOR_CODE = 'mfa_verification_failed';

/** What every two-factor code box says; the spec has no words for it, so they are short and plain. */
export const TWO_FACTOR_CODE_TEXTS = {
  label: '6-digit code',
  formatError: 'Enter the 6 digits from your app.',
  wrongCode: 'That code is not right. Enter the newest code from your app.',
} as const;

/** A code as typed, without spaces; null unless it is six digits. */
export function typedTwoFactorCode(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The words for a refused code: the wrong-code sentence for a wrong code, else the service's. */
export function twoFactorCodeProblem(code: string | undefined, message: string): string {
  return code === WRONG_TWO_FACTOR_CODE ? TWO_FACTOR_CODE_TEXTS.wrongCode : message;
}
