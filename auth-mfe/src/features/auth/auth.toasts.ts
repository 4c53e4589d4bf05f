import { errorToast, type ToastText } from '@likegripe/shared-core';
import { EMAIL_NOT_CONFIRMED_MESSAGE } from './confirmation-resend.texts';

/**
 * Each form's toasts share a kind, so the answer to a new try replaces the one to the last try: a
 * success never shows under the error of an attempt that came before it.
 */
const SIGN_IN_KIND = 'auth-sign-in';
const SIGN_UP_KIND = 'auth-sign-up';

export const SIGN_IN_SUCCESS_TOAST: ToastText = {
  title: 'Welcome back!',
  variant: 'success',
  kind: SIGN_IN_KIND,
};
export const SIGN_UP_SUCCESS_TOAST: ToastText = {
  title: 'Account created!',
  description: 'Please check your email to verify your account.',
  variant: 'success',
  kind: SIGN_UP_KIND,
};
export const SIGN_IN_UNEXPECTED_TOAST: ToastText = {
  ...errorToast('Error', 'An unexpected error occurred'),
  kind: SIGN_IN_KIND,
};
export const signInErrorToast = (message: string): ToastText => ({
  ...errorToast('Error signing in', message),
  kind: SIGN_IN_KIND,
});
/** The auth service says only 'Email not confirmed'; the toast says what to do about it. */
export const SIGN_IN_UNCONFIRMED_TOAST = signInErrorToast(EMAIL_NOT_CONFIRMED_MESSAGE);
export const signUpErrorToast = (message: string): ToastText => ({
  ...errorToast('Error creating account', message),
  kind: SIGN_UP_KIND,
});
