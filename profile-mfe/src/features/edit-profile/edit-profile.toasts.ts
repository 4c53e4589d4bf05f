import { errorToast, type ToastText } from '@likegripe/shared-core';

export const uploadFailedToast = (message: string): ToastText =>
  errorToast('Upload failed', message);
export const saveFailedToast = (message: string): ToastText => errorToast('Save failed', message);
