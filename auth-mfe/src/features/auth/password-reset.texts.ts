import { errorToast, type ToastText } from '@likegripe/shared-core';

/** Where the reset mail's link leads: the page that sets a new password. */
export const RESET_PASSWORD_PATH = '/auth/reset';

/**
 * Why the visitor is asked for their email: they forgot their password, the reset link they opened
 * had expired or was used, could not be used at all, or they reached the new password page without
 * coming from a link.
 */
export type ResetRequestReason = 'forgot' | 'expired' | 'failed' | 'missing';

export const RESET_REQUEST_INTRO: Record<ResetRequestReason, { title: string; message: string }> = {
  forgot: {
    title: 'Reset your password',
    message:
      'Enter the email you signed up with and we will send you a link to set a new password.',
  },
  expired: {
    title: 'Reset link expired',
    message:
      'This password reset link has expired or was already used. Enter your email and we will send you a new one.',
  },
  failed: {
    title: 'Reset link could not be used',
    message:
      'This password reset link could not be used. Enter your email and we will send you a new one.',
  },
  missing: {
    title: 'Reset link needed',
    message:
      'To set a new password, open the link in the email we sent you. No email, or the link no longer works? Enter your email and we will send you a new one.',
  },
};

export const RESET_LINK_SENT_TITLE = 'Check your email';

/** Never says whether the address has an account: the answer is the same either way. */
export const resetLinkSentMessage = (email: string) =>
  `If an account exists for ${email}, a link to reset your password is on its way. It works once and can take a minute to arrive.`;

export const NEW_PASSWORD_TITLE = 'Set a new password';
export const newPasswordIntro = (email: string | null) =>
  email
    ? `Choose a new password for ${email}. You will stay signed in.`
    : 'Choose a new password. You will stay signed in.';
export const CHECKING_RESET_LINK = 'Checking your reset link...';

export const PASSWORD_UPDATED_TOAST: ToastText = {
  title: 'Password updated!',
  description: 'You are signed in with your new password.',
  variant: 'success',
};
export const resetEmailErrorToast = (message: string): ToastText =>
  errorToast('Error sending email', message);
export const passwordUpdateErrorToast = (message: string): ToastText =>
  errorToast('Error updating password', message);
