import type { ReportProblem, ReportReasonOption } from './ReportDialog';

// What an app passes: the reasons and rule of its own domain. Stories and tests use these.
export const SAMPLE_REASONS: readonly ReportReasonOption[] = [
  { value: 'spam', label: 'Spam or fake content' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'misinformation', label: 'False or misleading information' },
  { value: 'copyright', label: 'Copyright violation' },
  { value: 'other', label: 'Other, please specify' },
];

export const sampleDetailsRequired = (reason: string | null) => reason === 'other';

export function sampleValidate({
  reason,
  details,
}: {
  reason: string | null;
  details: string;
}): ReportProblem | null {
  if (!reason) {
    return { title: 'Reason required', description: 'Please select a reason for your report.' };
  }
  if (sampleDetailsRequired(reason) && !details.trim()) {
    return {
      title: 'Details required',
      description: 'Please describe the issue when choosing Other.',
    };
  }
  return null;
}
