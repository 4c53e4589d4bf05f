export {
  ReportDialog,
  type ReportDialogProps,
  type ReportProblem,
  type ReportReasonOption,
  type ReportSubmission,
} from './ReportDialog';
