import { errorToast, type ToastText } from '@likegripe/shared-core';

export const FINISH_SIGN_UP_TITLE = 'Finish setting up your account';

/** Says why, without blaming anyone: the owner may well have signed up twice themselves. */
export const finishSignUpIntro = (email: string | null) =>
  `${email ?? 'Your address'} was signed up more than once before it was confirmed, perhaps by someone else, so no password chosen then opens this account. Choose a new password, and check your username and display name: change them if they are not the ones you chose.`;

export const FINISH_SIGN_UP_DONE_TOAST: ToastText = {
  title: 'Your account is ready',
  description: 'You are signed in with your new password.',
  variant: 'success',
};
export const finishSignUpErrorToast = (message: string): ToastText =>
  errorToast('Error saving your account', message);
