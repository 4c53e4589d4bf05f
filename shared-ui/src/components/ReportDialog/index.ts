export { ReportDialog, type ReportDialogProps, type ReportSubmission } from './ReportDialog';
