import { Toast, type ToastMessage } from './Toast';
import { ToastList, ToastRegion } from './Toaster.styles';

export interface ToasterProps {
  /** The toasts to show, oldest first. */
  toasts: ToastMessage[];
  /** Called with a toast's id when it times out or its close button is pressed. */
  onDismiss: (id: string) => void;
}

/** The corner stack of short messages. It is a polite live region, so screen readers read new toasts. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    <ToastRegion aria-label="Messages" aria-live="polite" aria-relevant="additions text">
      <ToastList>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ToastList>
    </ToastRegion>
  );
}
