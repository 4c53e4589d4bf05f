import { errorToast, type ToastText } from '@likegripe/shared-core';

export const SIGN_IN_SUCCESS_TOAST: ToastText = { title: 'Welcome back!', variant: 'success' };
export const SIGN_UP_SUCCESS_TOAST: ToastText = {
  title: 'Account created!',
  description: 'Please check your email to verify your account.',
  variant: 'success',
};
export const SIGN_IN_UNEXPECTED_TOAST = errorToast('Error', 'An unexpected error occurred');
export const signInErrorToast = (message: string): ToastText =>
  errorToast('Error signing in', message);
export const signUpErrorToast = (message: string): ToastText =>
  errorToast('Error creating account', message);
