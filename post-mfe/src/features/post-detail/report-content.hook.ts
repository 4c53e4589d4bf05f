import { useState } from 'react';
import type { ReportSubmission } from '@likegripe/shared-ui';
import {
  REPORT_AUTH_REQUIRED_TOAST,
  REPORT_FAILURE_TOAST,
  REPORT_SUCCESS_TOAST,
  bus,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
  type ReportReason,
  writeLimitMessage,
} from '@likegripe/shared-core';
import { useReportContentMutation } from '../../api/reports.api';

/**
 * The report dialog's state and submit for one post or comment. Opening needs sign-in; a failed
 * submit rejects so the dialog stays open with what the reader chose.
 */
export function useReportContent(targetType: 'post' | 'comment', targetId: string) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [reportContent] = useReportContentMutation();
  const [open, setOpen] = useState(false);

  function start() {
    if (user) setOpen(true);
    else dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST));
  }

  async function submit({ reason, details }: ReportSubmission<ReportReason>) {
    if (!user) {
      dispatch(bus.toastRequested(REPORT_AUTH_REQUIRED_TOAST));
      throw new Error('Not signed in');
    }
    try {
      await reportContent({ targetId, targetType, reporterId: user.id, reason, details }).unwrap();
      dispatch(bus.toastRequested(REPORT_SUCCESS_TOAST));
    } catch (error) {
      const limit = writeLimitMessage(error);
      dispatch(
        bus.toastRequested(
          limit ? { ...REPORT_FAILURE_TOAST, description: limit } : REPORT_FAILURE_TOAST,
        ),
      );
      throw error;
    }
  }

  return { open, setOpen, start, submit };
}
