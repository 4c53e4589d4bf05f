/** The sign-in's code step; the spec has no words for it, so they are short and plain. */
export const CODE_STEP_TITLE = 'Two-factor authentication';
export const CODE_STEP_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const CODE_STEP_SIGNING_IN_AS = 'Signing in as';
export const VERIFY_LABEL = 'Verify';
export const VERIFYING_LABEL = 'Verifying...';
export const CANCEL_LABEL = 'Cancel';
