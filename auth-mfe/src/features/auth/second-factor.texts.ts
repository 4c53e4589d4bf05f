/** The sign-in's code step; the spec has no words for it, so they are short and plain. */
export const CODE_STEP_TITLE = 'Two-factor authentication';
export const CODE_STEP_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const CODE_STEP_SIGNING_IN_AS = 'Signing in as';
export const CODE_LABEL = '6-digit code';
export const VERIFY_LABEL = 'Verify';
export const VERIFYING_LABEL = 'Verifying...';
export const CANCEL_LABEL = 'Cancel';
export const CODE_FORMAT_ERROR = 'Enter the 6 digits from your app.';
export const WRONG_CODE_ERROR = 'That code is not right. Enter the newest code from your app.';

/** A code as typed, without spaces; null unless it is six digits. */
export function typedCode(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
