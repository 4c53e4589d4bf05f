import type { ToastText } from '@likegripe/shared-core';

/** How a confirmation link failed, as the shell passes it in `?confirmation=`. */
export type ConfirmationProblem = 'expired' | 'failed';

export function confirmationProblem(value: string | null): ConfirmationProblem | null {
  if (value === 'expired' || value === 'failed') return value;
  return null;
}

export const CONFIRMATION_NOTICE: Record<ConfirmationProblem, { title: string; message: string }> =
  {
    expired: {
      title: 'Confirmation link expired',
      message:
        'This confirmation link has expired or was already used. Enter your email and we will send you a new one. If your account is already confirmed, just sign in.',
    },
    failed: {
      title: 'Confirmation failed',
      message:
        'This confirmation link could not be used. Enter your email and we will send you a new one.',
    },
  };

export const RESEND_SUCCESS_TOAST: ToastText = {
  title: 'Confirmation email sent!',
  description: 'Please check your email to verify your account.',
  variant: 'success',
};

export const resendErrorToast = (message: string): ToastText => ({
  title: 'Error sending email',
  description: message,
  variant: 'error',
});
