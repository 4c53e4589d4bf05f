import type { ContentMenuReport, ReportSubmission } from '@likegripe/shared-ui';
import {
  REPORT_AUTH_REQUIRED_TOAST,
  REPORT_REASONS,
  REPORT_SUCCESS_TOAST,
  bus,
  reportDetailsRequired,
  reportFailureToast,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
  validateReportChoice,
  type ReportReason,
} from '@likegripe/shared-core';
import { useReportContentMutation } from '../../api/reports.api';

/**
 * The Report item of one post's or comment's menu, all but its text. Opening needs sign-in; a
 * failed submit rejects so the dialog stays open with what the reader chose.
 */
export function useReportContent(
  targetType: 'post' | 'comment',
  targetId: string,
): Omit<ContentMenuReport<ReportReason>, 'label'> {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [reportContent] = useReportContentMutation();

  async function submit({ reason, details }: ReportSubmission<ReportReason>) {
    if (!user) {
      dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST));
      throw new Error('Not signed in');
    }
    try {
      await reportContent({ targetId, targetType, reporterId: user.id, reason, details }).unwrap();
      dispatch(bus.toastRequested(REPORT_SUCCESS_TOAST));
    } catch (error) {
      dispatch(bus.toastRequested(reportFailureToast(error)));
      throw error;
    }
  }

  return {
    reasons: REPORT_REASONS,
    validate: validateReportChoice,
    detailsRequired: reportDetailsRequired,
    onUnavailable: user
      ? undefined
      : () => dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST)),
    onSubmit: submit,
  };
}
