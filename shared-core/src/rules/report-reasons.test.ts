import {
  REPORT_REASONS,
  type ReportDraft,
  isReportReason,
  reportReasonLabel,
  validateReport,
} from './report-reasons';

describe('report reasons', () => {
  it.each([
    ['spam', 'Spam or fake content'],
    ['harassment', 'Harassment or bullying'],
    ['inappropriate', 'Inappropriate content'],
    ['misinformation', 'False or misleading information'],
    ['copyright', 'Copyright violation'],
    ['other', 'Other, please specify'],
    ['unknown', 'unknown'],
  ])('reportReasonLabel(%p) → %p', (value, expected) => {
    expect(reportReasonLabel(value)).toBe(expected);
  });

  it('offers exactly the six reasons in the spec order', () => {
    expect(REPORT_REASONS.map((reason) => reason.value)).toEqual([
      'spam',
      'harassment',
      'inappropriate',
      'misinformation',
      'copyright',
      'other',
    ]);
  });

  it.each([
    ['spam', true],
    ['Spam', false],
    ['', false],
    [null, false],
  ])('isReportReason(%p) → %p', (value, expected) => {
    expect(isReportReason(value)).toBe(expected);
  });
});

const authRequired = {
  title: 'Authentication required',
  description: 'Please log in to report content.',
};
const reasonRequired = {
  title: 'Reason required',
  description: 'Please select a reason for your report.',
};
const detailsRequired = {
  title: 'Details required',
  description: 'Please describe the issue when choosing Other.',
};

describe('validateReport', () => {
  it.each<[string, ReportDraft, object | null]>([
    ['signed out comes first', { signedIn: false, reason: null, details: '' }, authRequired],
    [
      'signed out with a full report',
      { signedIn: false, reason: 'spam', details: 'x' },
      authRequired,
    ],
    ['no reason', { signedIn: true, reason: null, details: 'text' }, reasonRequired],
    ['empty reason', { signedIn: true, reason: '', details: '' }, reasonRequired],
    ['a reason outside the list', { signedIn: true, reason: 'rude', details: '' }, reasonRequired],
    ['spam without details', { signedIn: true, reason: 'spam', details: '' }, null],
    ['copyright with details', { signedIn: true, reason: 'copyright', details: 'mine' }, null],
    ['other without details', { signedIn: true, reason: 'other', details: null }, detailsRequired],
    [
      'other with blank details',
      { signedIn: true, reason: 'other', details: '  \n ' },
      detailsRequired,
    ],
    ['other with details', { signedIn: true, reason: 'other', details: 'Looks like a bot' }, null],
  ])('%s', (_name, draft, expected) => {
    const result = validateReport(draft);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});
