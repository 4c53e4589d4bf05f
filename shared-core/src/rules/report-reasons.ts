import type { ToastText } from './toast-text';

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

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.value === value);
}

export function reportReasonLabel(value: string): string {
  return REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
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
  if (reason === 'other' && !details?.trim()) return REPORT_DETAILS_REQUIRED_TOAST;
  return null;
}
