import { useState } from 'react';
import { Flag, Pencil, Trash2 } from '../../icons/icons';
import { ConfirmDialog } from '../ConfirmDialog';
import { Menu, type MenuItem } from '../Menu';
import { ReportDialog, type ReportDialogProps } from '../ReportDialog';

/** The Report item and the dialog it opens. */
export interface ContentMenuReport<Reason extends string = string> extends Pick<
  ReportDialogProps<Reason>,
  'reasons' | 'validate' | 'detailsRequired' | 'onSubmit'
> {
  /** The item's text, which is also the dialog's heading, e.g. 'Report post'. */
  label: string;
  /**
   * When given, choosing Report calls this instead of opening the dialog, e.g. to ask a visitor to
   * sign in first.
   */
  onUnavailable?: () => void;
}

/** The Edit item: the caller opens its own editor. */
export interface ContentMenuEdit {
  /** The item's text, e.g. 'Edit post'. */
  label: string;
  onSelect: () => void;
}

/** The Delete item and the confirmation it asks for. */
export interface ContentMenuDelete {
  /** The item's text, e.g. 'Delete post'. */
  label: string;
  /** The confirmation's question, e.g. 'Delete post?'. */
  confirmTitle: string;
  /** What will be lost, e.g. 'This reply will be removed. This cannot be undone.'. */
  confirmMessage: string;
  /** The confirm button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** The confirm button's text while deleting, e.g. 'Deleting...'. */
  busyLabel: string;
  /**
   * Deletes. Resolve on success: the confirmation closes. Reject on failure: it stays open (the
   * caller shows the failure).
   */
  onConfirm: () => Promise<void>;
}

export interface ContentMenuProps<Reason extends string = string> {
  /** The trigger's accessible name, e.g. 'Post actions'. */
  label: string;
  /** Report, first in the menu; left out when not given. */
  report?: ContentMenuReport<Reason>;
  /** Edit, after Report; left out when not given. */
  edit?: ContentMenuEdit;
  /** Delete, last and in the danger tone; left out when not given. */
  delete?: ContentMenuDelete;
}

/**
 * The overflow menu of a post or comment: Report with its dialog, Edit, and Delete with its
 * confirmation. Which items show, their texts and what they do come from the caller.
 */
export function ContentMenu<Reason extends string>({
  label,
  report,
  edit,
  delete: deletion,
}: ContentMenuProps<Reason>) {
  const [reportOpen, setReportOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const items: MenuItem[] = [];
  if (report) {
    items.push({
      id: 'report',
      label: report.label,
      icon: <Flag />,
      onSelect: report.onUnavailable ?? (() => setReportOpen(true)),
    });
  }
  if (edit)
    items.push({ id: 'edit', label: edit.label, icon: <Pencil />, onSelect: edit.onSelect });
  if (deletion) {
    items.push({
      id: 'delete',
      label: deletion.label,
      icon: <Trash2 />,
      tone: 'danger',
      onSelect: () => setConfirmOpen(true),
    });
  }

  async function confirmDeletion(onConfirm: () => Promise<void>) {
    setDeleting(true);
    try {
      await onConfirm();
      setConfirmOpen(false);
    } catch {
      // The caller reports the failure; the confirmation stays open to try again or cancel.
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <Menu label={label} items={items} />
      {report && (
        <ReportDialog
          reasons={report.reasons}
          validate={report.validate}
          detailsRequired={report.detailsRequired}
          open={reportOpen}
          onOpenChange={setReportOpen}
          title={report.label}
          onSubmit={report.onSubmit}
        />
      )}
      {deletion && (
        <ConfirmDialog
          open={confirmOpen}
          title={deletion.confirmTitle}
          message={deletion.confirmMessage}
          confirmLabel={deletion.confirmLabel}
          busyLabel={deletion.busyLabel}
          busy={deleting}
          onConfirm={() => void confirmDeletion(deletion.onConfirm)}
          onCancel={() => setConfirmOpen(false)}
        />
      )}
    </>
  );
}
