import type { ToastText } from '@likegripe/shared-core';
import {
  SIGN_IN_SUCCESS_TOAST,
  SIGN_IN_UNEXPECTED_TOAST,
  SIGN_UP_SUCCESS_TOAST,
  signInErrorToast,
  signUpErrorToast,
} from './auth.toasts';

describe('auth toasts', () => {
  it.each<[string, ToastText, string, string | undefined]>([
    ['sign-in success', SIGN_IN_SUCCESS_TOAST, 'Welcome back!', undefined],
    [
      'sign-up success',
      SIGN_UP_SUCCESS_TOAST,
      'Account created!',
      'Please check your email to verify your account.',
    ],
    [
      'sign-in error',
      signInErrorToast('Invalid login credentials'),
      'Error signing in',
      'Invalid login credentials',
    ],
    ['sign-in unexpected', SIGN_IN_UNEXPECTED_TOAST, 'Error', 'An unexpected error occurred'],
    [
      'sign-up error',
      signUpErrorToast('Signups not allowed'),
      'Error creating account',
      'Signups not allowed',
    ],
  ])('%s', (_name, toast, title, description) => {
    expect(toast.title).toBe(title);
    expect(toast.description).toBe(description);
  });
});

describe('a new try’s toast', () => {
  it.each<[string, ToastText, ToastText]>([
    [
      'sign-up',
      signUpErrorToast('Username is already taken. Please choose another one.'),
      SIGN_UP_SUCCESS_TOAST,
    ],
    ['sign-in', signInErrorToast('Invalid login credentials'), SIGN_IN_SUCCESS_TOAST],
    ['sign-in', SIGN_IN_UNEXPECTED_TOAST, SIGN_IN_SUCCESS_TOAST],
  ])('replaces the %s error of an earlier try (one kind)', (_form, error, success) => {
    expect(error.kind).toEqual(expect.any(String));
    expect(success.kind).toBe(error.kind);
  });

  it('keeps sign-in and sign-up apart', () => {
    expect(SIGN_IN_SUCCESS_TOAST.kind).not.toBe(SIGN_UP_SUCCESS_TOAST.kind);
  });
});
