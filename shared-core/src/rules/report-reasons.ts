import { errorToast, type ToastText } from './toast-text';
import { writeLimitMessage } from './write-limit';

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or fake content' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'misinformation', label: 'False or misleading information' },
  { value: 'copyright', label: 'Copyright violation' },
  { value: 'other', label: 'Other, please specify' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const REPORT_AUTH_REQUIRED_TOAST: ToastText = {
  title: 'Authentication required',
  description: 'Please log in to report content.',
  variant: 'error',
};
export const REPORT_REASON_REQUIRED_TOAST: ToastText = {
  title: 'Reason required',
  description: 'Please select a reason for your report.',
  variant: 'error',
};
export const REPORT_DETAILS_REQUIRED_TOAST: ToastText = {
  title: 'Details required',
  description: 'Please describe the issue when choosing Other.',
  variant: 'error',
};
export const REPORT_SUCCESS_TOAST: ToastText = {
  title: 'Report submitted',
  description: 'Thank you for helping us maintain a safe community. We will review your report.',
  variant: 'success',
};
export const REPORT_FAILURE_TOAST = errorToast(
  'Error',
  'Failed to submit report. Please try again.',
);

/** The failure toast for `error`: the database's own words when it refused a write over the limit. */
export function reportFailureToast(error: unknown): ToastText {
  const limit = writeLimitMessage(error);
  return limit ? { ...REPORT_FAILURE_TOAST, description: limit } : REPORT_FAILURE_TOAST;
}

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.value === value);
}

/** Only the reason Other needs details; for the others they are optional. */
export function reportDetailsRequired(reason: unknown): boolean {
  return reason === 'other';
}

export interface ReportDraft {
  signedIn: boolean;
  reason: string | null | undefined;
  details: string | null | undefined;
}

/** Why a report cannot be sent yet, as the toast to show, or null when it can be sent. */
export function validateReport({ signedIn, reason, details }: ReportDraft): ToastText | null {
  if (!signedIn) return REPORT_AUTH_REQUIRED_TOAST;
  if (!isReportReason(reason)) return REPORT_REASON_REQUIRED_TOAST;
  if (reportDetailsRequired(reason) && !details?.trim()) return REPORT_DETAILS_REQUIRED_TOAST;
  return null;
}

/** The report dialog's check: opening it already needs sign-in, so only the choice is checked. */
export function validateReportChoice(choice: {
  reason: string | null;
  details: string;
}): ToastText | null {
  return validateReport({ signedIn: true, ...choice });
}
