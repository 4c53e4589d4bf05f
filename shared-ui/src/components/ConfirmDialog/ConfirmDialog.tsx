import { useId, useRef } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Message } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. 'Delete post?'. */
  title: string;
  /** What will happen, e.g. 'This cannot be undone.'. */
  message: string;
  /** The confirm button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** The confirm button's text while busy, e.g. 'Deleting...'. */
  busyLabel?: string;
  /** True while the action runs: buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  /** danger (default, red confirm) or primary. */
  tone?: 'danger' | 'primary';
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on Cancel, Escape, Close or a backdrop click. */
  onCancel: () => void;
}

/** Asks the user to confirm a consequential action; Cancel has focus first, so Enter is safe. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={messageId}
      size="sm"
      dismissible={!busy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Dialog>
  );
}
