import {
  REPORT_FAILURE_TOAST,
  REPORT_REASONS,
  REPORT_SUCCESS_TOAST,
  type ReportDraft,
  isReportReason,
  reportDetailsRequired,
  reportFailureToast,
  validateReport,
  validateReportChoice,
} from './report-reasons';

describe('report reasons', () => {
  it('labels each reason as the spec writes it', () => {
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual([
      'Spam or fake content',
      'Harassment or bullying',
      'Inappropriate content',
      'False or misleading information',
      'Copyright violation',
      'Other, please specify',
    ]);
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

describe('reportDetailsRequired', () => {
  it.each([
    ['other', true],
    ['spam', false],
    [null, false],
  ])('%p → %p', (reason, expected) => {
    expect(reportDetailsRequired(reason)).toBe(expected);
  });
});

describe('report toasts', () => {
  it.each([
    [
      'success',
      REPORT_SUCCESS_TOAST,
      'Report submitted',
      'Thank you for helping us maintain a safe community. We will review your report.',
    ],
    ['failure', REPORT_FAILURE_TOAST, 'Error', 'Failed to submit report. Please try again.'],
  ])('%s', (_name, toast, title, description) => {
    expect(toast).toMatchObject({ title, description });
  });
});

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

describe('validateReportChoice', () => {
  it('checks the choice of a signed-in member', () => {
    expect(validateReportChoice({ reason: null, details: '' })).toMatchObject(reasonRequired);
    expect(validateReportChoice({ reason: 'other', details: ' ' })).toMatchObject(detailsRequired);
    expect(validateReportChoice({ reason: 'spam', details: '' })).toBeNull();
  });
});

describe('reportFailureToast', () => {
  it("says the database's words for a write over the limit, else the usual failure", () => {
    const limit = { code: 'LG429', message: 'You can report 5 times a day. Try again tomorrow.' };
    expect(reportFailureToast(limit)).toEqual({
      title: 'Error',
      description: 'You can report 5 times a day. Try again tomorrow.',
      variant: 'error',
    });
    expect(reportFailureToast({ code: '42501', message: 'denied' })).toEqual({
      title: 'Error',
      description: 'Failed to submit report. Please try again.',
      variant: 'error',
    });
  });
});
