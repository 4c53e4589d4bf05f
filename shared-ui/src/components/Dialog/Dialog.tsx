import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useDismiss } from '../../hooks/dismiss.hook';
import { useFocusTrap } from '../../hooks/focus-trap.hook';
import { IconButton } from '../IconButton';
import { Backdrop, Description, Footer, Header, Panel, Title } from './Dialog.styles';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** A sentence under the title, which also describes the dialog. */
  description?: string;
  /** The id of an element in the body that describes the dialog, when there is no description. */
  describedBy?: string;
  /** The body, e.g. a form. */
  children?: ReactNode;
  /** Buttons placed at the bottom right. */
  footer?: ReactNode;
  /** sm 400px, md 480px (default), lg 640px. */
  size?: 'sm' | 'md' | 'lg';
  /** The element to focus on open; default is the first focusable element of the body, else Close. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false while busy so the dialog cannot be closed mid-action. */
  dismissible?: boolean;
}

/** A modal dialog: focus stays inside, Escape closes, focus returns to the opener afterwards. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  describedBy,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  dismissible = true,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, initialFocusRef ?? bodyRef);
  useDismiss([panelRef], open && dismissible, onClose);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop data-testid="dialog-backdrop">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : describedBy}
        data-size={size}
        tabIndex={-1}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <IconButton
            label="Close"
            icon={<X />}
            size="sm"
            onClick={onClose}
            disabled={!dismissible}
          />
        </Header>
        <div ref={bodyRef}>
          {children}
          {footer && <Footer>{footer}</Footer>}
        </div>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
