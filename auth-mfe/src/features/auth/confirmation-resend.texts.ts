/** The step after a sign-up that needs its address confirmed. */
export const CHECK_EMAIL_TITLE = 'Check your email';
export const CHECK_EMAIL_SENT_TO = 'We sent a link to';
export const CHECK_EMAIL_NEXT =
  'Open it to confirm your account and you will be signed in. It can take a minute to arrive; if it does not, look in your spam folder or send it again.';
export const RESEND_LABEL = 'Resend';
export const CHANGE_ADDRESS_LABEL = 'Change address';
export const BACK_TO_SIGN_IN_LABEL = 'Back to Sign In';
/** Under the emptied Username after Change address: the first sign-up's account still holds it. */
export const heldUsernameHint = (username: string) =>
  `The sign-up you just made keeps the username ${username} until its link is opened, so choose another one for the new address.`;

/** Sign-in to an account whose address is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Your email address is not confirmed yet. Open the link in the email we sent you, or ask for a new one.';
export const RESEND_CONFIRMATION_LABEL = 'Resend confirmation link';

export const resendSentMessage = (email: string) => `A new link is on its way to ${email}.`;
export const resendWaitHint = (seconds: number) =>
  `You can ask for another link in ${String(seconds)} s.`;
