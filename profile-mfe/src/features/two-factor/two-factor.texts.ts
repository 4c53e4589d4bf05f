/** The words of the two-factor card; the spec has none for it, so they are kept short and plain. */
export const TWO_FACTOR_TITLE = 'Two-factor authentication';
export const TWO_FACTOR_ON = 'On';
export const TWO_FACTOR_OFF = 'Off';
export const TWO_FACTOR_ABOUT = 'Sign-in asks for a code from an authenticator app.';
export const TURN_ON_LABEL = 'Turn on';
export const TURN_OFF_LABEL = 'Turn off';
export const VERIFY_LABEL = 'Verify';
export const CANCEL_LABEL = 'Cancel';
export const CODE_LABEL = '6-digit code';
export const SET_UP_TITLE = 'Set up your authenticator app';
export const SET_UP_STEPS = 'Scan the QR code with the app, or type the secret into it.';
export const QR_CODE_ALT = 'QR code for your authenticator app';
export const SECRET_LABEL = 'Secret';
export const COPY_SECRET_LABEL = 'Copy secret';
export const SECRET_COPIED = 'Copied';
export const SET_UP_CODE_HINT = 'Then enter the code the app shows.';
export const TURN_OFF_TITLE = 'Turn off two-factor authentication';
export const TURN_OFF_HINT = 'Enter a code from your authenticator app to confirm.';
export const CODE_FORMAT_ERROR = 'Enter the 6 digits from your app.';
export const WRONG_CODE_ERROR = 'That code is not right. Enter the newest code from your app.';
export const STATUS_LOAD_ERROR = 'Could not load the two-factor status.';

/** A code as typed, without spaces; null unless it is six digits. */
export function typedCode(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
