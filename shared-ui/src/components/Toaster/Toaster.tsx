import { Toast, type ToastMessage } from './Toast';
import { ToastList, ToastRegion } from './Toaster.styles';

export interface ToasterProps {
  /** The toasts to show, oldest first. */
  toasts: ToastMessage[];
  /** Called with a toast's id when it times out or its close button is pressed. */
  onDismiss: (id: string) => void;
  /** Room kept free at the top, e.g. a sticky header's height ('64px'); default none. */
  offsetTop?: string;
  /**
   * Draws a hidden toast so the toasts' styles are in the page before the first one shows:
   * inserting style rules makes the browser restyle the whole page, in the click that shows it.
   * Set it once the page is idle.
   */
  prepareStyles?: boolean;
}

const ignore = () => undefined;
const STYLES_TOAST: ToastMessage = { id: 'styles', title: '' };

/**
 * The stack of short messages at the top of the screen. It is a polite live region, so screen
 * readers read new toasts.
 */
export function Toaster({ toasts, onDismiss, offsetTop, prepareStyles = false }: ToasterProps) {
  return (
    <>
      <ToastRegion
        aria-label="Messages"
        aria-live="polite"
        aria-relevant="additions text"
        $offsetTop={offsetTop}
      >
        <ToastList>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </ToastList>
      </ToastRegion>
      {prepareStyles && (
        <div hidden>
          <Toast toast={STYLES_TOAST} onDismiss={ignore} />
        </div>
      )}
    </>
  );
}
